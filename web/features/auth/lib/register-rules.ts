import { registerBodySchema } from '@core/api/auth.schema';
import { typedTwice } from '@web/lib/new-password-rules';

/** Registration's rules: the server's, and the password typed twice (loaded at the first edit). */
export const registerRules = typedTwice(registerBodySchema, 'password');
