// The linter's plugins, resolved from this package so that typescript-eslint finds TypeScript 5 (see package.json).
export { default as js } from '@eslint/js'
export { default as globals } from 'globals'
export { default as jsxA11y } from 'eslint-plugin-jsx-a11y'
export { default as reactHooks } from 'eslint-plugin-react-hooks'
export { default as tseslint } from 'typescript-eslint'
