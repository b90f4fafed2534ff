// The journeys' OpenAI-compatible service (tests/server/support/openAiStandIn.ts), on the port
// playwright.config.ts derives from E2E_PORT; the e2e server's AI_BASE_URL points at it. It answers
// every question with DEFAULT_REPLY, which tests/e2e/aiAssistant.spec.ts waits for.
import { startOpenAiStandIn } from '../server/support/openAiStandIn';

const port = Number(process.argv[2]);
if (!port) throw new Error('usage: aiAssistantStandIn.ts <port>');

const standIn = await startOpenAiStandIn(port);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
