// The transcript of a test call (issue 13 item 4): the request as sent (secrets redacted by the
// server), the answer's status, headers and body (pretty JSON when it was JSON), the timings, and,
// when the call failed, why in plain words and what to check.
import { Alert, AlertTitle, Box, Chip, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NameValue, TestTranscript } from '../../../contract/connectors';

const TIMINGS = ['dnsMs', 'connectMs', 'tlsMs', 'firstByteMs', 'totalMs'] as const;

const pre = { m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto', maxHeight: 320, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

function Headers({ headers }: { headers: NameValue[] }) {
  return (
    <Box component="pre" sx={pre}>{headers.map((h) => `${h.name}: ${h.value}`).join('\n')}</Box>
  );
}

export function TestTranscriptView({ transcript }: { transcript: TestTranscript }) {
  const translate = useTranslate();
  const { request, response, failure, timings, redirects, limits } = transcript;
  return (
    <Stack spacing={2} data-testid="test-transcript">
      {failure && (
        <Alert severity="error" role="alert">
          <AlertTitle>{translate('connectors.test.failed')}</AlertTitle>
          <Typography>{translate(`connectors.test.why.${failure.kind}`, { ms: limits.timeoutMs })}</Typography>
          <Typography>{translate(`connectors.test.check.${failure.kind}`)}</Typography>
          <Typography variant="body2" sx={{ mt: 1, opacity: 0.8 }}>{translate('connectors.test.detail', { message: failure.message })}</Typography>
        </Alert>
      )}
      {request.credentialsWithheld && <Alert severity="warning">{translate('connectors.test.credentialsWithheld')}</Alert>}
      <Box>
        <Typography variant="subtitle2">{translate('connectors.test.request')}</Typography>
        <Box component="pre" sx={pre}>{`${request.method} ${request.url}`}</Box>
        {request.headers.length > 0 && <Headers headers={request.headers} />}
        {request.body !== null && <Box component="pre" sx={pre}>{request.body}</Box>}
      </Box>
      {redirects.length > 0 && (
        <Box>
          <Typography variant="subtitle2">{translate('connectors.test.redirects')}</Typography>
          <Box component="pre" sx={pre}>{redirects.map((r) => `${r.status} → ${r.location}`).join('\n')}</Box>
        </Box>
      )}
      {response && (
        <Box>
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography variant="subtitle2">{translate('connectors.test.response')}</Typography>
            <Chip size="small" color={response.status < 400 ? 'success' : 'error'} label={translate('connectors.test.status', { status: response.status })} />
          </Stack>
          <Typography variant="caption">{translate('connectors.test.headers')}</Typography>
          <Headers headers={response.headers} />
          <Typography variant="caption">{translate('connectors.test.body')}</Typography>
          <Box component="pre" sx={pre} data-testid="test-response-body">{response.body || translate('connectors.test.noBody')}</Box>
          {response.bodyTruncated && <Alert severity="info">{translate('connectors.test.truncated', { bytes: limits.maxResponseBytes })}</Alert>}
        </Box>
      )}
      <Box>
        <Typography variant="subtitle2">{translate('connectors.test.timings')}</Typography>
        <Table size="small" sx={{ maxWidth: 360 }}>
          <TableBody>
            {TIMINGS.map((key) => (
              <TableRow key={key}>
                <TableCell>{translate(`connectors.test.timing.${key}`)}</TableCell>
                <TableCell align="right">
                  {timings[key] === null ? translate('connectors.test.notApplicable') : translate('connectors.test.ms', { value: timings[key] })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}
