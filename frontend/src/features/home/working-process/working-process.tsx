import { Button, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import consultationIcon from '../../../assets/media/step-consultation.svg';
import documentsIcon from '../../../assets/media/step-documents.svg';
import verificationIcon from '../../../assets/media/step-verification.svg';
import visaIcon from '../../../assets/media/step-visa.svg';
import { type WorkingStepId, workingSteps } from '../../../content/home';
import { useLocalized } from '../../../hooks/use-localized';
import classes from './working-process.module.css';
import { useHomeTranslation } from '../home-translations';
import { SectionHeading } from '../section-heading';

const ICONS: Record<WorkingStepId, string> = {
  consultation: consultationIcon,
  documents: documentsIcon,
  verification: verificationIcon,
  completion: visaIcon,
};

/** product §1/§2: the four-step working process; its see-more button goes to /visa-service. */
export default function WorkingProcess() {
  const { t } = useHomeTranslation();
  const localized = useLocalized();
  return (
    <section className={classes.section} aria-labelledby="process-heading">
      <Container size="lg">
        <SectionHeading id="process-heading" title={t('process.heading')} intro={t('process.intro')} />
        <SimpleGrid component="ol" cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" className={classes.steps}>
          {workingSteps.map((step, index) => (
            <li key={step.id} className={classes.step}>
              <span className={classes.icon} aria-hidden="true">
                {/* A mask, so the stroke icon takes the brand colour (currentColor does not reach into an <img>). */}
                <span
                  className={classes.glyph}
                  style={{ '--icon': `url("${ICONS[step.id]}")` } as React.CSSProperties}
                />
              </span>
              <Text size="xs" fw={700} tt="uppercase" c="brand.8">
                {t('process.step', { number: index + 1 })}
              </Text>
              <Title order={3} size="h4">
                {localized(step.title)}
              </Title>
              <Text size="sm" c="dimmed">
                {localized(step.description)}
              </Text>
            </li>
          ))}
        </SimpleGrid>
        <div className={classes.more}>
          <Button component={Link} to={paths.visaService} variant="light" size="md">
            {t('process.seeMore')}
          </Button>
        </div>
      </Container>
    </section>
  );
}
