import { certificate, certificateIdParam, certificateList } from '@glossy/contract';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import { notFound } from '../../platform/http/errors';
import type { ModuleDeps } from '../deps';
import { errorResponse, json, unauthenticated } from '../openapi';
import { certificateStore } from './certificate-store';
import { presentCertificate } from './presenter';

const tags = ['classroom'];

const listCertificates = createRoute({
  method: 'get',
  path: '/certificates',
  tags,
  summary: 'The caller’s certificates, newest first',
  responses: { 200: json(certificateList, 'Certificates'), 401: unauthenticated },
});

const verifyCertificate = createRoute({
  method: 'get',
  path: '/certificates/{id}',
  tags,
  summary:
    'Verifies a certificate, for anyone: by its id or by the code printed on it (GD-XXXX-XXXX)',
  request: { params: certificateIdParam },
  responses: {
    200: json(certificate, 'The certificate'),
    404: errorResponse('No such certificate'),
  },
});

export function certificateRoutes({ db }: ModuleDeps) {
  const store = certificateStore(db);
  return createApi()
    .openapi(listCertificates, async (c) => {
      const actor = await requireUser(c.var.caller);
      return c.json((await store.of(actor.id)).map(presentCertificate), 200);
    })
    .openapi(verifyCertificate, async (c) => {
      const row = await store.find(c.req.valid('param').id);
      if (!row) throw notFound('Certificate');
      return c.json(presentCertificate(row), 200);
    });
}
