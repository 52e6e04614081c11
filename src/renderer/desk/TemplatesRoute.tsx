// The Templates tab: the list, a draft in the editor, or the loyalty wizard, by the hash below it.
import { lazy } from 'react';
import { useHashLocation } from './useHashLocation';
import TemplatesScreen from './templates/TemplatesScreen';
import './desk.css';

const TemplateEditorScreen = lazy(() => import('./editor/TemplateEditorScreen'));
const LoyaltyWizard = lazy(() => import('./loyalty/LoyaltyWizard'));

export default function TemplatesRoute() {
  const { path, query } = useHashLocation();
  const draft = /^\/templates\/draft\/([^/]+)$/.exec(path);
  if (draft) return <TemplateEditorScreen draftId={decodeURIComponent(draft[1]!)} />;
  if (path === '/templates/loyalty/new') {
    const copyOf = query.get('copyOf');
    return <LoyaltyWizard key={copyOf ?? 'new'} copyOf={copyOf} />;
  }
  return <TemplatesScreen />;
}
