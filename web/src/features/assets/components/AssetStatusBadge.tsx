import type { AssetStatus } from '../api/types'
import { STATUS_LABEL, STATUS_STYLE } from '../lib/labels'

export function AssetStatusBadge({ status }: { status: AssetStatus }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}>{STATUS_LABEL[status]}</span>
}
