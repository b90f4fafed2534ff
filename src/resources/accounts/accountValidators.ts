// The account form's react-admin validators: the shared rules of src/config/validators.ts with the
// plugin's translated messages (keys under accounts.validation).
import { required, type Validator } from 'react-admin';
import { isBusinessNameWithinLimit } from '../../../contract/accountsRules';
import { isPngOrJpeg, isValidEmail, isValidPhone, isValidZipcode } from '../../config/validators';

const key = (name: string) => `accounts.validation.${name}`;

/** A rule on a filled-in text value; empty values are left to `required`. */
const textRule =
  (isValid: (value: string) => boolean, message: string): Validator =>
  (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' && !isValid(value) ? key(message) : undefined;

/** What an ImageInput holds: a stored URL, or a freshly picked file. */
type ImageValue = string | { rawFile?: File; src?: string } | null | undefined;

export const imageFormat: Validator = (value: ImageValue) => {
  if (!value) return undefined;
  const source = typeof value === 'string' ? value : (value.rawFile ?? value.src ?? '');
  return isPngOrJpeg(source) ? undefined : key('imageFormat');
};

export const accountValidators = {
  businessName: [required(key('businessNameRequired')), textRule(isBusinessNameWithinLimit, 'businessNameTooLong')],
  billingEmail: [required(key('billingEmailRequired')), textRule(isValidEmail, 'billingEmailInvalid')],
  billAddress: [required(key('billAddressRequired'))],
  city: [required(key('cityRequired'))],
  state: [required(key('stateRequired'))],
  country: [required(key('countryRequired'))],
  zipcode: [required(key('zipcodeRequired')), textRule(isValidZipcode, 'zipcodeInvalid')],
  contactPhone: [required(key('contactPhoneRequired')), textRule(isValidPhone, 'contactPhoneInvalid')],
  description: [required(key('descriptionRequired'))],
  mode: [required(key('modeRequired'))],
  status: [required(key('statusRequired'))],
  type: [required(key('typeRequired'))],
  image: [imageFormat],
};
