// After a save or a delete the user goes back to the spec's account list path, not react-admin's
// own /accounts route.
import type { RedirectionSideEffect } from 'react-admin';
import { routes } from '../../config/constants';

export const toAccountList: RedirectionSideEffect = () => routes.accountList;
