import { randomInt } from 'node:crypto';
import { type CatalogueService, catalogueService, permitProductKey, serviceByTitle } from '@cipta/domain/catalogue';
import { idSpellings, makeSubmissionId } from '@cipta/domain/submission-id';
import { Injectable } from '@nestjs/common';
import { APPLICATION_STATUS_LABEL_ID, isLanguage, requiresWorkType } from '@cipta/domain/constants';
import { ApiError, type FieldError, fieldInvalid, validationFailed } from '../common/api-error.js';
import type { Schemas } from '../common/api-types.js';
import { isUniqueViolation } from '../database/database.js';
import type { FileStore } from '../storage/file-store.js';
import type { ReceivedFile } from '../storage/multipart.js';
import { InjectFileStore } from '../storage/storage.module.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { type PermitApplicationDto, parseServiceRef, type VisaApplicationDto } from './application.dto.js';
import { type ApplicationRow, ApplicationsRepository, type NewApplication } from './applications.repository.js';
import { assignRequirements, missingRequirements } from './document-requirements.js';
import { checkPermitApplication } from './permit-rules.js';

/** Where every application starts; product §4 shows it as "Sedang Diproses". */
const INITIAL_STATUS = 'processing';

/** A number in [0, 1) from the operating system's generator: a server-made ID's letters are not guessable. */
const secureRandom = () => randomInt(2 ** 47) / 2 ** 47;

const notFound = () => new ApiError(404, 'APPLICATION_NOT_FOUND', 'No application matches this ID and e-mail address.');

@Injectable()
export class ApplicationsService {
  constructor(
    private readonly applications: ApplicationsRepository,
    @InjectFileStore() private readonly store: FileStore,
    private readonly mail: MailOutbox,
  ) {}

  async submitVisa(
    form: VisaApplicationDto,
    files: ReceivedFile[],
    language: string,
  ): Promise<Schemas['VisaApplicationResult']> {
    const sent = parseServiceRef(form.service);
    if (!sent) throw fieldInvalid('service', 'service must be JSON text with a title');
    // issue 29: the service is the catalogue's, named by its title; the client's price is ignored (decision 163).
    const service = serviceByTitle(sent.title);
    if (service?.kind !== 'visa') {
      throw fieldInvalid(
        'service',
        'service.title must be the title of a visa service of the catalogue, in English or Indonesian',
      );
    }
    const problems: FieldError[] = [];
    if (!files.some((file) => file.field === 'documents')) {
      problems.push({ field: 'documents', message: 'documents is required: attach at least one file' });
    }
    // product §5: a working (kerja) service must say which kind of work.
    if (requiresWorkType(service.title.en) && !form.workType) {
      problems.push({ field: 'workType', message: 'workType is required for this service' });
    }
    const unfit = assignRequirements(service, files, form.documentRequirements);
    if (unfit) problems.push(unfit);
    if (problems.length) throw validationFailed(problems);

    const application: NewApplication = {
      id: form.submissionId,
      kind: 'visa',
      productId: null,
      ...catalogueFacts(service, language),
      fullName: form.fullName,
      email: form.email,
      phone: form.phone,
      details: { sponsorType: form.sponsorType, ...(form.workType ? { workType: form.workType } : {}) },
      status: INITIAL_STATUS,
      language,
    };
    const row = await this.storeOnce(application, files);
    return {
      success: true,
      data: { submissionId: row.id, status: APPLICATION_STATUS_LABEL_ID, receivedAt: row.submitted_at },
    };
  }

  async submitPermit(
    form: PermitApplicationDto,
    files: ReceivedFile[],
    language: string,
  ): Promise<Schemas['PermitApplicationResult']> {
    const problems = checkPermitApplication(form, files);
    const product = catalogueService(permitProductKey(form.formType, form.productId));
    const productProblem = product
      ? productTitleProblem(product, form.productTitle)
      : { field: 'productId', message: `productId must be a product of the ${form.formType} form in the catalogue` };
    if (productProblem && !problems.some((problem) => problem.field === productProblem.field))
      problems.push(productProblem);
    const unfit = product && assignRequirements(product, files, form.documentRequirements);
    if (unfit) problems.push(unfit);
    if (problems.length || !product) throw validationFailed(problems);
    const {
      submissionId,
      formType,
      productId,
      productTitle: _title,
      productPrice: _price,
      documentRequirements: _requirements,
      fullName,
      email,
      phone,
      ...details
    } = form;
    const application = (id: string): NewApplication => ({
      id,
      kind: formType,
      productId,
      ...catalogueFacts(product, language),
      fullName,
      email,
      phone,
      details,
      status: INITIAL_STATUS,
      language,
    });
    // The web app's ID: a retry after a lost answer is stored once, as a visa application is.
    if (submissionId) {
      const row = await this.storeOnce(application(submissionId), files);
      return { success: true, applicationId: row.id };
    }
    // A client that sends none (docs/decisions.md 12): each request is a new application.
    for (let attempt = 1; ; attempt += 1) {
      try {
        const row = await this.commit(application(makeSubmissionId(Date.now(), secureRandom, 'PA')), files);
        return { success: true, applicationId: row.id };
      } catch (error) {
        // Two IDs made in the same millisecond with the same 4 letters: draw again.
        if (!isUniqueViolation(error) || attempt >= 5) throw error;
      }
    }
  }

  async track(id: string, email: string): Promise<Schemas['ApplicationStatus']> {
    // issue 28: an ID made before IDs left out O and I may hold them where the visitor typed 0 and 1.
    const candidates = await this.applications.findByIds(idSpellings(id));
    const row = candidates.find((candidate) => candidate.email_key === email.toLowerCase());
    if (!row) throw notFound();
    const history = await this.applications.history(row.id);
    const files = await this.applications.files(row.id);
    const last = history.at(-1);
    const status = row.status as Schemas['ApplicationStatusCode'];
    return {
      id: row.id,
      kind: row.kind as Schemas['ApplicationKind'],
      service: { title: row.service_title, ...(row.service_price ? { price: row.service_price } : {}) },
      status,
      submittedAt: row.submitted_at,
      updatedAt: row.updated_at,
      // What the last change said to the applicant, and, while documents are asked for, what is
      // asked (issue 13): the tracking page shows it above the upload.
      ...(last?.note ? { note: last.note } : {}),
      ...(status === 'documents-requested' && last?.status === status
        ? {
            documentRequest: {
              note: last.note ?? '',
              requestedAt: last.at,
              missing: missingRequirements(row.service_key, files),
            },
          }
        : {}),
      // The note to the applicant, never the internal one (product §10.4).
      history: history.map((entry) => ({
        status: entry.status as Schemas['ApplicationStatusCode'],
        at: entry.at,
        ...(entry.note !== null ? { note: entry.note } : {}),
      })),
      // issue 21: what was received, by the names the visitor's own files had.
      documents: files
        .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.original_name.localeCompare(b.original_name))
        .map((file) => ({ name: file.original_name, receivedAt: file.created_at })),
    };
  }

  /**
   * product §7 + DESIGN 5: the browser's submissionId (a visa's, or a permit's, docs/decisions.md
   * 12) is an idempotency key. The same ID with the same e-mail answers what was stored (the
   * retry's files are dropped); with another e-mail it is refused. A concurrent twin loses the
   * insert race and answers the same way.
   */
  private async storeOnce(application: NewApplication, files: ReceivedFile[]): Promise<ApplicationRow> {
    const existing = await this.applications.findById(application.id);
    if (existing) return this.sameSubmitter(existing, application);
    try {
      return await this.commit(application, files);
    } catch (error) {
      const twin = isUniqueViolation(error) ? await this.applications.findById(application.id) : undefined;
      if (twin) return this.sameSubmitter(twin, application);
      throw error;
    }
  }

  private sameSubmitter(stored: ApplicationRow, application: NewApplication): ApplicationRow {
    if (stored.email_key === application.email.toLowerCase()) return stored;
    throw new ApiError(409, 'SUBMISSION_CONFLICT', 'This submission ID is already used by another application.');
  }

  /** Commits the rows; the multipart interceptor then promotes the files (see FileStore for the crash story). */
  private async commit(application: NewApplication, files: ReceivedFile[]): Promise<ApplicationRow> {
    const service = catalogueService(application.serviceKey ?? '');
    if (!service)
      throw new Error(`an application to store names no service of the catalogue: ${application.serviceKey}`);
    if (files.length) this.store.assertMayCommit();
    // product §11.1: the receipt and the agency's message are written in the same transaction.
    const row = await this.applications.insert(application, files, (trx) =>
      this.mail.application(trx, {
        type: application.kind === 'visa' ? 'visa' : 'permit',
        id: application.id,
        name: application.fullName,
        email: application.email,
        language: application.language,
        service,
        documents: files.map((file) => ({ requirement: file.requirement ?? null, mediaType: file.mediaType })),
      }),
    );
    // From here the application is stored: the multipart interceptor promotes its files before
    // the answer leaves (a failed promotion is finished by the next sweep), and the visitor is
    // told the truth (stored), so a retry does not store it twice.
    for (const file of files) file.committed = true;
    return row;
  }
}

/**
 * issue 29: what an application stores of its service, all from the catalogue, in the language
 * the applicant applied in (tracking and later messages show it): never the client's title or price.
 */
function catalogueFacts(
  service: CatalogueService,
  language: string,
): Pick<NewApplication, 'serviceKey' | 'serviceTitle' | 'servicePrice'> {
  const lang = isLanguage(language) ? language : 'id';
  return { serviceKey: service.key, serviceTitle: service.title[lang], servicePrice: service.price.text[lang] };
}

/** A permit application's productTitle must name the product its formType and productId name (issue 29). */
function productTitleProblem(product: CatalogueService, title: string): FieldError | undefined {
  if (serviceByTitle(title) === product) return undefined;
  return {
    field: 'productTitle',
    message: `productTitle must be the title of the product ${product.key}: "${product.title.en}" or "${product.title.id}"`,
  };
}
