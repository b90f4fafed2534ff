// English texts of registration, verification, password recovery and sign-up requests (the spec's
// messages, console-shell.md §8, verbatim where it gives them). Other locales mirror its keys.
export const accountEn = {
  accountLinks: {
    register: 'Create an account',
    forgotPassword: 'Forgot password?',
    signIn: 'Back to sign in',
    requestAccess: 'Request access instead',
    resendVerification: 'Resend the verification mail',
  },
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    newPassword: 'New password',
    businessName: 'Business name',
    contactPhone: 'Contact phone number',
    message: 'Message',
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email',
    emailTaken: 'An account with this email address already exists. Please sign in.',
    passwordRequired: 'Password is required',
    confirmPasswordRequired: 'Confirm password is required',
    passwordRule: 'Password must be at least 8 characters with a number, a lowercase letter, an uppercase letter and a special character',
    passwordsDiffer: 'Passwords do not match!',
    businessNameRequired: 'Business name is required',
    businessNameTooLong: 'Business name must be under 250 characters',
    phoneInvalid: 'Please enter a valid phone number',
  },
  register: {
    title: 'Create your account',
    subtitle: 'Step 1 of 2: about you',
    invitedSubtitle: 'You were invited to join an account: register with the invited email address',
    next: 'Next',
    submit: 'Register',
  },
  registerBusiness: {
    title: 'Your business account',
    subtitle: 'Step 2 of 2: the account you will work in',
    back: 'Back',
    submit: 'Register',
  },
  registerSuccess: {
    title: 'User registered successfully',
    verifyText: 'We sent a verification email to %{username}. Open the link in it to activate your account, then sign in.',
    invitedText: 'You have joined the account you were invited to. You can sign in now.',
  },
  verifyMail: {
    title: 'Verify your email',
    subtitle: 'Enter your email address and we will send you a new verification link',
    submit: 'Send verification mail',
    sent: 'Verification mail sent to %{user} successfully',
  },
  verify: {
    title: 'Email verification',
    checking: 'Verifying your email address…',
    done: 'Your email has been validated successfully, please login.',
    incomplete: 'This link is incomplete. Open the link in your verification mail as it is, or ask for a new mail.',
  },
  forgotPassword: {
    title: 'Forgot password',
    subtitle: 'Enter your email address and we will mail you a link to choose a new password',
    submit: 'Send reset link',
    sent: 'If an account exists for %{user}, we have sent it a link to reset the password. The link works for one hour.',
  },
  resetPassword: {
    title: 'Choose a new password',
    submit: 'Update password',
    missingToken: 'This link is not valid. Please request a new one.',
    done: 'Password update successfully, please login with new password.',
  },
  signUpRequest: {
    title: 'Request access',
    subtitle: 'Tell us about your business and we will get back to you',
    submit: 'Send request',
  },
  signUpRequestSuccess: {
    title: 'Request sent',
    text: 'Your request has been received. We will contact you soon.',
  },
  signInNow: 'Sign in',
};

export type AccountMessages = typeof accountEn;
