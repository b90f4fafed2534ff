// Swagger UI over the fetched OpenAPI document, one service (tag) at a time: Swagger UI stops
// rendering silently past about 140 operations at once (the whole API has more), and one service
// is also what a reader looks for. Heavy, so ApiDocumentsPage loads this module on demand. "Try it
// out" calls go out with the session's token and tenant headers.
import { useMemo, useState } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import './swaggerContrast.css';
import { tenantHeaders } from '../../session';
import { serviceNames, serviceOnly, type OpenApiDocument } from './openApiServices';

interface SwaggerRequest {
  headers?: Record<string, string>;
  [key: string]: unknown;
}

const withSessionHeaders = (req: SwaggerRequest): SwaggerRequest => {
  req.headers = { ...req.headers, ...tenantHeaders() };
  return req;
};

export default function SwaggerViewer({ spec }: { spec: OpenApiDocument }) {
  const translate = useTranslate();
  const services = useMemo(() => serviceNames(spec), [spec]);
  const [service, setService] = useState(services[0] ?? '');
  const shown = useMemo(() => serviceOnly(spec, service), [spec, service]);
  return (
    <>
      <Box sx={{ px: 2.5, pt: 2 }}>
        <TextField select size="small" label={translate('apiDocuments.service')} value={service}
          onChange={(event) => setService(event.target.value)} sx={{ minWidth: 240 }}>
          {services.map((name) => <MenuItem key={name} value={name}>{name}</MenuItem>)}
        </TextField>
      </Box>
      <SwaggerUI key={service} spec={shown} requestInterceptor={withSessionHeaders} docExpansion="list" />
    </>
  );
}
