// verifymail: sends the verification mail again ('Verification mail sent to {user} successfully').
import { EmailRequestForm } from './EmailRequestForm';
import { PageLink } from './PageLink';
import { publicPaths } from './publicPaths';
import { usePublicI18n } from './PublicI18n';
import { accountApi } from './accountApi';

export function VerifyMailPage() {
  const { translate } = usePublicI18n();
  return (
    <EmailRequestForm
      id="verify-mail"
      title={translate('pages.verifyMail.title')}
      subtitle={translate('pages.verifyMail.subtitle')}
      submitLabel="pages.verifyMail.submit"
      send={async (email) => {
        await accountApi.resendVerification(email);
        return translate('pages.verifyMail.sent', { user: email });
      }}
    >
      <PageLink to={publicPaths.login} label="pages.accountLinks.signIn" />
    </EmailRequestForm>
  );
}
