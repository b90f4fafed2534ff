// Swagger UI over the fetched OpenAPI document. Heavy, so ApiDocumentsPage loads this module on
// demand. "Try it out" calls go out with the session's token and tenant headers.
import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import { tenantHeaders } from '../../session';

interface SwaggerRequest {
  headers?: Record<string, string>;
  [key: string]: unknown;
}

const withSessionHeaders = (req: SwaggerRequest): SwaggerRequest => {
  req.headers = { ...req.headers, ...tenantHeaders() };
  return req;
};

export default function SwaggerViewer({ spec }: { spec: object }) {
  return <SwaggerUI spec={spec} requestInterceptor={withSessionHeaders} docExpansion="list" />;
}
