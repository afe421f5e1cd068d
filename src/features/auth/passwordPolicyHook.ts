/**
 * Applies the password rule (./password-policy.ts) wherever a password is set: creating a user (the first one
 * too), changing it in the admin or through the API, and resetting it with a token. Payload hashes the password
 * before field hooks see it, so the plain text is checked here, before the operation.
 */
import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { passwordMessage, passwordProblem } from './password-policy'

export const passwordPolicyHook: CollectionBeforeOperationHook = ({ operation, req, args }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const data = (args as { data?: { password?: unknown; email?: unknown; name?: unknown } }).data
  if (typeof data?.password !== 'string') return args
  const inputs = [data.email, data.name, req.user?.email].filter((v): v is string => typeof v === 'string')
  const problem = passwordProblem(data.password, inputs)
  if (problem) {
    throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message: passwordMessage(problem, req.i18n?.language) }] }, req.t)
  }
  return args
}
