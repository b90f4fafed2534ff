// @vitest-environment node
// The public pages say the server's answers in the reader's language (issue 16): each English text
// the server can answer them is one the console knows (so a reworded server text fails here, not in
// front of a Japanese reader), and each reads in Japanese.
import { describe, expect, it } from 'vitest';
import { invalidCredentials, EMAIL_NOT_VERIFIED } from '../../server/src/domains/session/signIn';
import { LINK_EXPIRED, LINK_INVALID, LINK_USED } from '../../server/src/domains/registration/userTokens';
import { BUSINESS_NAME_REQUIRED, EMAIL_TAKEN, INVITATION_FOR_ANOTHER_ADDRESS } from '../../server/src/domains/registration/routes/registration';
import { RESET_REQUESTS_DISABLED } from '../../server/src/domains/registration/routes/recovery';
import { EMAIL_AWAITS_VERIFICATION } from '../../server/src/domains/singleSignOn/users';
import { PASSWORD_RULE_MESSAGE } from '../../server/src/security/passwords';
import { INVITATION_NOT_FOUND } from '../../server/src/domains/users/invitations';
import { invitationResent } from '../../server/src/domains/users/invitationDelivery';
import { inLanguage } from '../../src/pages/serverMessages';
import { createTranslator, loadPublicMessages } from '../../src/i18n/translator';
import { mergeMessages } from '../../src/plugins/registry';
import { en } from '../../src/pages/messages/en';
import { jp } from '../../src/pages/messages/jp';

const japanese = async () => createTranslator('jp', mergeMessages(await loadPublicMessages('jp'), jp), en);

describe('the server answers the public pages get, in Japanese', () => {
  it.each([
    invalidCredentials().message, LINK_INVALID, LINK_USED, LINK_EXPIRED, EMAIL_TAKEN, BUSINESS_NAME_REQUIRED,
    INVITATION_FOR_ANOTHER_ADDRESS, RESET_REQUESTS_DISABLED, EMAIL_AWAITS_VERIFICATION, PASSWORD_RULE_MESSAGE, INVITATION_NOT_FOUND,
  ])('%s', async (serverText) => {
    const shown = inLanguage(serverText, await japanese());
    expect(shown).not.toBe(serverText);
    expect(shown).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('with the address the server named', async () => {
    expect(inLanguage(invitationResent('ana@example.com'), await japanese())).toBe('ana@example.com に招待を再送しました');
  });

  it('by its code when the text is the server\'s own', async () => {
    const translate = await japanese();
    expect(inLanguage({ message: EMAIL_NOT_VERIFIED, code: 'email_not_verified' }, translate)).toBe(jp.pages.serverMessages.emailNotVerified);
    expect(inLanguage({ message: 'Rate limit exceeded, retry in 1 minute', code: 'Too Many Requests' }, translate))
      .toBe(jp.pages.serverMessages.tooManyAttempts);
  });

  it("never shows the server's schema check", async () => {
    expect(inLanguage('Invalid querystring: querystring must have required property \'token\'', await japanese()))
      .toBe(jp.pages.serverMessages.invalidRequest);
  });

  it('shows an answer it does not know as the server gave it', async () => {
    expect(inLanguage('Something only this server says', await japanese())).toBe('Something only this server says');
  });
});
