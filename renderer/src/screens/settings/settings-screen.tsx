import { AboutSettings } from './about-settings';
import { ApiServerSettings } from './api-server-settings';
import { DemoDataSettings } from './demo-data-settings';
import { OrganizationSettings } from './organization-settings';
import { TokenSettings } from './token-settings';
import { WebhookAllowList } from './webhook-allow-list';
import { WebhookSettings } from './webhook-settings';

export function SettingsScreen() {
  return (
    <div className="screen settings">
      <header className="screen-header">
        <h1>Settings</h1>
      </header>
      <OrganizationSettings />
      <ApiServerSettings />
      <TokenSettings />
      <WebhookSettings />
      <WebhookAllowList />
      <DemoDataSettings />
      <AboutSettings />
    </div>
  );
}
