// The add/edit form's rules (developer-portal.md §5), as message keys.
import { maxLength, regex, required } from 'react-admin';
import { APP_NAME_MAX } from '../../../contract/appKinds';
import { descriptionText } from './portalRules';

const HTTP_URL = /^https?:\/\/\S+$/i;
/** An http(s) URL, or a path on this platform (an uploaded picture). */
const URL_OR_PATH = /^(https?:\/\/\S+|\/[^\s/]\S*)$/i;

/** The rich-text editor leaves '<p></p>' when emptied: the words decide. */
const descriptionRequired = (value: unknown) =>
  descriptionText(typeof value === 'string' ? value : '') ? undefined : 'developerPortal.validation.descriptionRequired';

export const appValidators = {
  name: [required('developerPortal.validation.nameRequired'), maxLength(APP_NAME_MAX, 'developerPortal.validation.nameTooLong')],
  description: [descriptionRequired],
  accessUrl: [required('developerPortal.validation.accessUrlRequired'), regex(HTTP_URL, 'developerPortal.validation.urlInvalid')],
  favicon: [regex(URL_OR_PATH, 'developerPortal.validation.urlInvalid')],
  logoUrl: [required('developerPortal.validation.logoRequired'), regex(URL_OR_PATH, 'developerPortal.validation.urlInvalid')],
  logo: [required('developerPortal.validation.logoRequired')],
  mode: [required('developerPortal.validation.modeRequired')],
  status: [required('developerPortal.validation.statusRequired')],
  type: [required('developerPortal.validation.typeRequired')],
};
