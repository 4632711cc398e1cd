// Every API path the web app calls, in one place.
export const api = {
  config: '/api/config',
  authUser: '/api/auth/user',
  user: '/api/user',
  login: '/api/login',
  register: '/api/register',
  simpleLogin: '/api/simple-login',
  simpleRegister: '/api/simple-register',
  logout: '/api/logout',
  forgotPassword: '/api/forgot-password',
  resetPassword: '/api/reset-password',
  verifyResetToken: '/api/reset-password/verify',
  devClinicLogin: '/api/dev-clinic-login',
  devVetLogin: '/api/dev-vet-login',
} as const;
