// What the service set on a stored template and never takes back (2.1's read-only fields).
export function ServiceFacts({ data }: { data: Record<string, unknown> }) {
  const design = (
    typeof data['templateData'] === 'object' && data['templateData'] !== null
      ? data['templateData']
      : data
  ) as Record<string, unknown>;
  const facts: [string, string][] = [];
  if (typeof design['applePassLayout'] === 'string')
    facts.push(['Apple layout', design['applePassLayout']]);
  if (typeof design['stateType'] === 'string') facts.push(['State', design['stateType']]);
  if (typeof design['cardSubType'] === 'string')
    facts.push(['Card subtype', design['cardSubType']]);
  if (typeof design['changedAppleFontColor'] === 'boolean') {
    facts.push(['Apple text colour changed', design['changedAppleFontColor'] ? 'yes' : 'no']);
  }
  if (facts.length === 0) return null;
  return (
    <section className="form-group" aria-labelledby="service-facts-title">
      <h2 id="service-facts-title">Set by the service</h2>
      <dl className="service-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
