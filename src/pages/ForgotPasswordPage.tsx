// forgot-password: mails a reset link. The answer is the same whether or not the address has an
// account; when reset requests are disabled the server's message says so.
import { EmailRequestForm } from './EmailRequestForm';
import { PageLink } from './PageLink';
import { publicPaths } from './publicPaths';
import { usePublicI18n } from './PublicI18n';
import { accountApi } from './accountApi';

export function ForgotPasswordPage() {
  const { translate } = usePublicI18n();
  return (
    <EmailRequestForm
      id="forgot-password"
      title={translate('pages.forgotPassword.title')}
      subtitle={translate('pages.forgotPassword.subtitle')}
      submitLabel="pages.forgotPassword.submit"
      send={async (email) => {
        await accountApi.askPasswordReset(email);
        return translate('pages.forgotPassword.sent', { user: email });
      }}
    >
      <PageLink to={publicPaths.login} label="pages.accountLinks.signIn" />
    </EmailRequestForm>
  );
}
