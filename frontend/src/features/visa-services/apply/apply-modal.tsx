import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { requiresWorkType } from '@cipta/domain/constants';
import { ApplicationModal } from '../../../components/application/application-modal';
import type { VisaService } from '../../../content/visa-catalogue';
import { useLocalized } from '../../../hooks/use-localized';
import { ApplyFields } from './apply-fields';
import { useApplyForm } from './use-apply-form';
import { visaApplicationUpload } from './visa-application-parts';

interface Props {
  service: VisaService;
  /** Closes the apply modal (the cardModals machine's modal.close). */
  onClose: () => void;
}

/** product §2/§4 "Visa application": the shared apply modal with the visa form's fields. */
export default function ApplyModal({ service, onClose }: Props) {
  const localized = useLocalized();
  // The English title is what the server reads (product §5 keywords) and what staff see.
  const title = service.title.en;
  const asksWorkType = requiresWorkType(title);
  const form = useApplyForm(asksWorkType);
  return (
    <ApplicationModal
      operation="submitVisaApplication"
      title={localized(service.title)}
      price={service.price}
      // issue 21: the service's own processing time ("Instant upon arrival" for the B1 visa)
      estimate={localized(service.processingTime)}
      form={form}
      toUpload={(values) =>
        visaApplicationUpload({
          fullName: values.fullName.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          sponsorType: values.sponsorType,
          workType: asksWorkType && values.workType ? values.workType : null,
          service: { title, price: service.price },
          requiredDocuments: service.requiredDocuments,
          documents: values.documents,
        })
      }
      onClose={onClose}
    >
      {(disabled) => (
        <ApplyFields
          form={form}
          asksWorkType={asksWorkType}
          requiredDocuments={service.requiredDocuments}
          disabled={disabled}
        />
      )}
    </ApplicationModal>
  );
}
