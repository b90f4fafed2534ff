// The platform's domains, in the order buildApp mounts them (one encapsulated Fastify plugin each,
// DESIGN §3). Adding a domain is one line here (docs/server-domains.md).
import type { FastifyPluginAsync } from 'fastify';
import session from './session';
import registration from './registration';
import singleSignOn from './singleSignOn';
import profile from './profile';
import notifications from './notifications';
import users from './users';
import accounts from './accounts';
import developerPortal from './developerPortal';
import marketplace from './marketplace';
import myApps from './myApps';
import roles from './roles';
import uiTexts from './uiTexts';
import apiDocuments from './apiDocuments';
import parameters from './parameters';
import tracking from './tracking';
import storage from './storage';
import connectors from './connectors';
import activityLog from './activityLog';
import apiKeys from './apiKeys';
import dashboard from './dashboard';
import databases from './databases';
import dataExport from './dataExport';
import emailTemplates from './emailTemplates';
import pageTemplates from './pageTemplates';
import aiAssistant from './aiAssistant';

export const platformDomains: readonly FastifyPluginAsync[] = [
  session, registration, singleSignOn, profile, notifications, users, accounts,
  developerPortal, marketplace, myApps, roles, uiTexts, apiDocuments, parameters, tracking, storage, connectors, activityLog, apiKeys,
  dashboard, databases, dataExport,
  emailTemplates,
  pageTemplates,
  aiAssistant,
];
