// What the service set on a stored template and never takes back (2.1's read-only fields).
import type { MessageId } from '@shared/i18n/messageId';
import { useT } from '../../../i18n/useT';

export function ServiceFacts({ data }: { data: Record<string, unknown> }) {
  const t = useT();
  const design = (
    typeof data['templateData'] === 'object' && data['templateData'] !== null
      ? data['templateData']
      : data
  ) as Record<string, unknown>;
  const facts: [MessageId, string][] = [];
  if (typeof design['applePassLayout'] === 'string')
    facts.push(['templates.facts.appleLayout', design['applePassLayout']]);
  if (typeof design['stateType'] === 'string')
    facts.push(['templates.facts.state', design['stateType']]);
  if (typeof design['cardSubType'] === 'string')
    facts.push(['templates.facts.cardSubtype', design['cardSubType']]);
  if (typeof design['changedAppleFontColor'] === 'boolean') {
    facts.push([
      'templates.facts.appleTextColourChanged',
      t(design['changedAppleFontColor'] ? 'templates.facts.yes' : 'templates.facts.no'),
    ]);
  }
  if (facts.length === 0) return null;
  return (
    <section className="form-group" aria-labelledby="service-facts-title">
      <h2 id="service-facts-title">{t('templates.facts.title')}</h2>
      <dl className="service-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
