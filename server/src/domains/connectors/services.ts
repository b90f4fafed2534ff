// What the connectors domain's routes share: the secret box and the outbound policy.
import type { OutboundPolicy } from './outbound';
import type { SecretBox } from '../../security/secretBox';

export interface ConnectorServices {
  box: SecretBox;
  policy: OutboundPolicy;
}

export interface ConnectorRouteOptions {
  services: ConnectorServices;
}
