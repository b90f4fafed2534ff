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
import { failureOf, inLanguage, type ServerFailure } from './serverMessages';

/** Not verified without a failure: the link lacks its token (said in the reader's words, not as the server's schema error). */
type Outcome = { verified: true } | { verified: false; failure?: ServerFailure };

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
    if (!token) {
      setOutcome({ verified: false });
      return;
    }
    accountApi.verify({ token, username: search.get('username'), generatedDate: search.get('generatedDate') })
      .then(() => setOutcome({ verified: true }))
      .catch((failure: unknown) => setOutcome({ verified: false, failure: failureOf(failure) }));
  }, [search, token]);

  const title = translate('pages.verify.title');
  if (!outcome) {
    return (
      <AuthCard title={title} subtitle={translate('pages.verify.checking')}>
        <CircularProgress aria-label={translate('pages.verify.checking')} />
      </AuthCard>
    );
  }
  if (outcome.verified) return <NoticeCard title={title} text={translate('pages.verify.done')} />;
  const problem = outcome.failure ? inLanguage(outcome.failure, translate) : translate('pages.verify.incomplete');
  return (
    <NoticeCard title={title} text={problem} severity="error">
      <PageLink to={publicPaths.verifyMail} label="pages.accountLinks.resendVerification" />
    </NoticeCard>
  );
}
