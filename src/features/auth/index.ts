/** The auth feature's public face: other features and the routes import only this (ESLint keeps it so). */
export { loginLimitHook, loginSuccessHook } from './loginLimitHook'
export { passwordPolicyHook } from './passwordPolicyHook'
