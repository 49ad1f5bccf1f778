import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  DOCUMENT_CODE,
  LabelElementsRequest,
  LabelSheetRequest,
  LoginParams,
  MySdsLabelsRequest,
  QuickAdrLoadRequest,
  QuickIcpeAssessmentRequest,
} from '@openfds/contract';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection, toData } from '../../plugins/envelope.ts';
import { callerOf } from '../../plugins/session.ts';
import { assessProducts, sheetIcpe } from './icpe/icpe.service.ts';
import { assessLoad, sheetAdr } from './adr/adr.service.ts';
import { currentTableA } from './adr/table-a-store.ts';
import { labelElements } from './labels/label-elements.ts';
import { labelTextLength } from './labels/label-texts.ts';
import { elementsSheet, labelDesign, sheetLabels } from './labels/labels.service.ts';
import { bulkLabels } from './labels/labels-bulk.service.ts';
import { inventoryRoutes } from './inventory/inventory.routes.ts';
import { LangQuery, toolLanguage } from './tool-language.ts';

const DocumentParams = z.object({ code: z.string().regex(DOCUMENT_CODE, 'wrong_pattern') });

/**
 * The regulatory tools (issue #28): Quick-ICPE, Quick-ADR and the label elements. The stateless calls are public
 * (integrators and the tool pages' calculators); a product or line naming a sheet is read under the sheet access rule.
 * The calculators are free (the tools' demonstration); the deliverables (reports, saved loads, label sheets) are charged.
 */
export async function toolsRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  inventoryRoutes(app);

  apiRoute(
    app,
    {
      method: 'GET',
      // Our path (the spec shows none): which Table A Quick-ADR runs on, for the tool page and the site-information
      // page (the BAM attribution, shown when a BAM import is current).
      url: '/quick_adr/table',
      summary: 'Quick-ADR: the ADR Table A in use (edition, sample or imported, source, licence, attribution)',
      tags: ['tools'],
      access: 'public',
    },
    async ({ request }) => collection(request, [(await currentTableA(ctx.db)).meta]),
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/quick_icpe/assessments',
      summary: 'Quick-ICPE: rubriques 4xxx, régimes and Seveso status of a list of products (stateless)',
      tags: ['tools'],
      body: QuickIcpeAssessmentRequest,
      query: LangQuery,
      access: 'public',
      // The calculators stay free but are bounded by the cost limiter (issue #28): a loop of them is a report's cost.
      cost: 'report',
    },
    async ({ request, body, query }) => {
      const caller = callerOf(request);
      return collection(request, [await assessProducts(ctx, caller, body, toolLanguage(caller, query.lang))]);
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/documents/:code/quick_icpe',
      summary: 'Quick-ICPE: the rubriques one sheet falls in, without quantities',
      tags: ['tools'],
      params: DocumentParams,
      query: LangQuery,
      access: 'public',
    },
    async ({ request, params, query }) => {
      const caller = callerOf(request);
      const result = await sheetIcpe(ctx, caller, params.code, toolLanguage(caller, query.lang));
      return collection(request, [result], { data: toData({ extraction_status: result.extraction_status }) });
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/quick_adr/loads',
      summary: 'Quick-ADR: a road load under ADR 1.1.3.6, its tunnel code, plates, marks and document lines (stateless)',
      tags: ['tools'],
      body: QuickAdrLoadRequest,
      query: LangQuery,
      access: 'public',
      cost: 'report',
    },
    async ({ request, body, query }) => {
      const caller = callerOf(request);
      return collection(request, [await assessLoad(ctx, caller, body, toolLanguage(caller, query.lang))]);
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/documents/:code/quick_adr',
      summary: 'Quick-ADR: the Table A rows of a sheet’s section 14',
      tags: ['tools'],
      params: DocumentParams,
      access: 'public',
    },
    async ({ request, params }) => {
      const result = await sheetAdr(ctx, callerOf(request), params.code);
      return collection(request, [result], { data: toData({ extraction_status: result.extraction_status }) });
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/labels/elements',
      summary: 'Workplace labels: CLP pictograms, signal word and sizes for H, EUH and P statements',
      tags: ['tools'],
      body: LabelElementsRequest,
      access: 'public',
      cost: 'report',
    },
    async ({ request, body }) => {
      const elements = labelElements(body, (codes) => labelTextLength(codes, request.language));
      // With a preset or a grid (ours), how this label lies on an A4 sheet; the spec's fields stay as they are.
      const sheet = elementsSheet(body, elements.label_mm);
      return collection(request, [sheet ? { ...elements, sheet } : elements]);
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/documents/:code/labels',
      summary: 'Workplace labels: an A4 PDF sheet of CLP labels for a sheet (capacity, language, preset, copies)',
      tags: ['tools'],
      params: DocumentParams,
      body: LabelSheetRequest,
      produces: 'application/pdf',
      access: 'user',
      cost: 'report',
    },
    async ({ request, reply, params, body }) => {
      const sheet = await sheetLabels(ctx, callerOf(request), params.code, body, request.language);
      // The preset actually used (a label never shrinks: a larger cell is taken when it does not fit) and the size.
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${sheet.filename.replace(/[^\w.-]+/g, '_')}"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Label-Preset', sheet.layout.name)
        .header('X-Label-Grid', `${sheet.layout.cols}x${sheet.layout.rows}`)
        .header('X-Label-Size', sheet.elements.label_mm.join('x'))
        .send(sheet.pdf);
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/documents/:code/labels',
      summary: 'Workplace labels: what the label designer starts from, read from the sheet (ours: the spec shows none)',
      tags: ['tools'],
      params: DocumentParams,
      access: 'user',
    },
    async ({ request, params }) => collection(request, [await labelDesign(ctx, callerOf(request), params.code)]),
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/users/:login/mySDS/labels',
      summary: 'Workplace labels: one A4 PDF of labels for several sheets of my space (ours: the spec shows none)',
      tags: ['tools'],
      params: LoginParams,
      body: MySdsLabelsRequest,
      produces: 'application/pdf',
      access: 'owner',
      cost: 'report',
    },
    async ({ request, reply, body, target }) => {
      const result = await bulkLabels(ctx, callerOf(request), target.id, body, request.language);
      // The sheets left out travel with the PDF (a header, URI-encoded JSON) so that the page names them.
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${result.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Labels-Labelled', result.labelled.join(','))
        .header('X-Labels-Not-Labelled', encodeURIComponent(JSON.stringify(result.not_labelled)))
        .send(result.pdf);
    },
  );
}
