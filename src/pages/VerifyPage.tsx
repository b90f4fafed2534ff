// verify: the link of the verification mail. Verifies on arrival and tells the outcome; a used or
// expired link offers a new mail.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CircularProgress } from '@mui/material';
import { accountApi } from './accountApi';
import { AuthCard } from './AuthCard';
import { NoticeCard } from './NoticeCard';
import { PageLink } from './PageLink';
import { publicPaths } from './publicPaths';
import { usePublicI18n } from './PublicI18n';

type Outcome = { verified: true } | { verified: false; error: string };

export function VerifyPage() {
  const { translate } = usePublicI18n();
  const [search] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>();
  // The token works once: a second effect run (React's strict mode) must not spend it again.
  const started = useRef(false);

  const token = search.get('token')?.trim();
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // A link cut short says so in the user's words, not as the server's schema error.
    if (!token) {
      setOutcome({ verified: false, error: translate('pages.verify.incomplete') });
      return;
    }
    accountApi.verify({ token, username: search.get('username'), generatedDate: search.get('generatedDate') })
      .then(() => setOutcome({ verified: true }))
      .catch((failure: Error) => setOutcome({ verified: false, error: failure.message }));
  }, [search, token, translate]);

  const title = translate('pages.verify.title');
  if (!outcome) {
    return (
      <AuthCard title={title} subtitle={translate('pages.verify.checking')}>
        <CircularProgress aria-label={translate('pages.verify.checking')} />
      </AuthCard>
    );
  }
  if (outcome.verified) return <NoticeCard title={title} text={translate('pages.verify.done')} />;
  return (
    <NoticeCard title={title} text={outcome.error} severity="error">
      <PageLink to={publicPaths.verifyMail} label="pages.accountLinks.resendVerification" />
    </NoticeCard>
  );
}
