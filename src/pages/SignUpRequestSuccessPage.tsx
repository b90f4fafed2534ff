// sign-up-request-success: the request for access was received.
import { NoticeCard } from './NoticeCard';
import { usePublicI18n } from './PublicI18n';

export function SignUpRequestSuccessPage() {
  const { translate } = usePublicI18n();
  return <NoticeCard title={translate('pages.signUpRequestSuccess.title')} text={translate('pages.signUpRequestSuccess.text')} />;
}
