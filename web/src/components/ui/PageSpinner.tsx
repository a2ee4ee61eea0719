import { Spinner } from './Spinner'

/** PageSpinner is the loading state of a whole screen (or of its list): a large spinner centred with room above and below. */
export function PageSpinner() {
  return (
    <div className="flex justify-center py-16">
      <Spinner size="lg" />
    </div>
  )
}
