import { lazy } from 'react';
import { Route, Switch } from 'wouter';

const DashboardPage = lazy(() => import('./routes/dashboard-page'));
const LeadsPage = lazy(() => import('./routes/leads-page'));
const ConversationsPage = lazy(() => import('./routes/conversations-page'));
const SmsConversationsPage = lazy(() => import('./routes/sms-conversations-page'));
const EmailConversationsPage = lazy(() => import('./routes/email-conversations-page'));
const AppointmentsPage = lazy(() => import('./routes/appointments-page'));
const AppointmentSendsPage = lazy(() => import('./routes/appointment-sends-page'));
const AiSettingsPage = lazy(() => import('./routes/ai-settings-page'));
const WebhookSetupPage = lazy(() => import('./routes/webhook-setup-page'));
const UserSettingsPage = lazy(() => import('./routes/user-settings-page'));
const NotFoundPage = lazy(() => import('./routes/not-found-page'));

/** Routes are code-split: each screen is its own chunk. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={DashboardPage} />
      <Route path="/leads" component={LeadsPage} />
      <Route path="/conversations" component={ConversationsPage} />
      <Route path="/sms-conversations" component={SmsConversationsPage} />
      <Route path="/email-conversations" component={EmailConversationsPage} />
      <Route path="/appointments" component={AppointmentsPage} />
      <Route path="/appointment-sends" component={AppointmentSendsPage} />
      <Route path="/ai-settings" component={AiSettingsPage} />
      <Route path="/webhook-setup" component={WebhookSetupPage} />
      <Route path="/user-settings" component={UserSettingsPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
