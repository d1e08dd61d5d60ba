import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Code.css';
import { Loader } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { StaffLayout } from './layout/staff-layout';
import './staff-translations';

// issue 13: the staff area. This module is its entry chunk (router.tsx loads it only on /login
// and /staff/*); each screen is a chunk of its own again. The app's screen error boundary
// around this entry shows a screen whose chunk failed to load, with its reload button.
const LoginPage = lazy(() => import('./login/login-page'));
const SetupPage = lazy(() => import('./setup/setup-page'));
const QueuePage = lazy(() => import('./queue/queue-page'));
const ApplicationPage = lazy(() => import('./application/application-page'));
const AuditPage = lazy(() => import('./audit/audit-page'));
const PersonalDataPage = lazy(() => import('./personal-data/personal-data-page'));
const UsersPage = lazy(() => import('./users/users-page'));
const SessionsPage = lazy(() => import('./sessions/sessions-page'));
const AccountPage = lazy(() => import('./account/account-page'));
const MessagesInbox = lazy(() => import('./inbox/inbox-page').then((module) => ({ default: module.MessagesInbox })));
const ConsultationsInbox = lazy(() =>
  import('./inbox/inbox-page').then((module) => ({ default: module.ConsultationsInbox })),
);
const MessagePage = lazy(() => import('./inbox/inbox-item-page').then((module) => ({ default: module.MessagePage })));
const ConsultationPage = lazy(() =>
  import('./inbox/inbox-item-page').then((module) => ({ default: module.ConsultationPage })),
);
const PromotionPage = lazy(() => import('./promotion/promotion-page'));

export default function StaffApp() {
  // Mounted by the app's router at /login/* and at /staff/*; the paths below are relative to that.
  const { pathname } = useLocation();
  const signingIn = pathname === '/login' || pathname.startsWith('/login/');
  return (
    <Suspense fallback={<Loader m="xl" aria-hidden />}>
      {signingIn ? (
        <Routes>
          <Route index element={<LoginPage />} />
          <Route path="setup" element={<SetupPage />} />
          <Route path="*" element={<Navigate to="/login" replace />} />
        </Routes>
      ) : (
        <Routes>
          <Route element={<StaffLayout />}>
            <Route index element={<QueuePage />} />
            <Route path="applications/:id" element={<ApplicationPage />} />
            <Route path="audit" element={<AuditPage />} />
            <Route path="personal-data" element={<PersonalDataPage />} />
            <Route path="users" element={<UsersPage />} />
            <Route path="sessions" element={<SessionsPage />} />
            <Route path="account" element={<AccountPage />} />
            <Route path="contact-messages" element={<MessagesInbox />} />
            <Route path="contact-messages/:id" element={<MessagePage />} />
            {/* The inbox's address before issue 27. */}
            <Route path="messages" element={<Navigate to="/staff/contact-messages" replace />} />
            <Route path="consultations" element={<ConsultationsInbox />} />
            <Route path="consultations/:id" element={<ConsultationPage />} />
            <Route path="promotion" element={<PromotionPage />} />
            <Route path="*" element={<Navigate to="/staff" replace />} />
          </Route>
        </Routes>
      )}
    </Suspense>
  );
}
