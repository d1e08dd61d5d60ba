import { Container, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import officeBali from '../../assets/media/office-bali.svg';
import officeJakarta from '../../assets/media/office-jakarta.svg';
import { PageHero } from '../../components/page-hero';
import { team, type TeamMemberKey } from '../../content/team';
import { useModalHistory } from '../../hooks/use-modal-history';
import classes from './about-page.module.css';
import { useAboutTranslation } from './about-translations';
import { TeamGrid } from './team-grid';
import { TeamMemberModal } from './team-member-modal';

/** Both office pictures are 600x400 (frontend/media/about-illustrations.mjs). */
const OFFICE_IMAGES = [
  { key: 'jakarta', src: officeJakarta },
  { key: 'bali', src: officeBali },
] as const;

/** product §2 "About us": hero, mission, office images, vision, and the team with its modal. */
export default function AboutPage() {
  const { t: tShell } = useTranslation();
  const { t } = useAboutTranslation();
  // The member stays while the modal fades out; `opened` alone says whether it shows.
  const [shown, setShown] = useState<{ key: TeamMemberKey; opened: boolean } | null>(null);
  const member = team.find((candidate) => candidate.key === shown?.key);
  const closeMember = () => setShown((current) => current && { ...current, opened: false });
  useModalHistory(shown?.opened ?? false, closeMember);

  return (
    <>
      <PageHero title={tShell('pages.about.heading')} subtitle={t('hero.subtitle')} />
      <Container size="lg">
        <section className={classes.section} aria-labelledby="about-mission">
          <Title order={2} id="about-mission">
            {t('mission.heading')}
          </Title>
          <Text className={classes.prose} mt="sm" size="lg">
            {t('mission.text')}
          </Text>
          <Text className={classes.prose} mt="sm">
            {t('mission.beyond')}
          </Text>
        </section>
        <section className={classes.section} aria-labelledby="about-offices">
          <Title order={2} id="about-offices" mb="md">
            {t('offices.heading')}
          </Title>
          <div className={classes.offices}>
            {OFFICE_IMAGES.map(({ key, src }) => (
              <figure key={key} className={classes.office}>
                <img src={src} alt={t(`offices.${key}`)} width={600} height={400} loading="lazy" />
                <figcaption>{t(`offices.${key}Caption`)}</figcaption>
              </figure>
            ))}
          </div>
        </section>
        <section className={classes.section} aria-labelledby="about-vision">
          <Title order={2} id="about-vision">
            {t('vision.heading')}
          </Title>
          <Text className={classes.prose} mt="sm" size="lg">
            {t('vision.text')}
          </Text>
        </section>
        <section className={classes.section} aria-labelledby="about-team">
          <Title order={2} id="about-team">
            {t('team.heading')}
          </Title>
          <Text mt="xs" c="dimmed">
            {t('team.intro')}
          </Text>
          <TeamGrid onOpen={(chosen) => setShown({ key: chosen.key, opened: true })} />
        </section>
      </Container>
      <TeamMemberModal member={member} opened={shown?.opened ?? false} onClose={closeMember} />
    </>
  );
}
