// Renders the tabs plugins add to a page (PageSection): one tab per section the user may see, its
// panel mounted only while chosen. Nothing at all when no plugin adds a visible section.
import { useId, useState, type ComponentType } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRegistry } from './RegistryContext';
import { hasAnyFlag } from './flags';
import type { SectionPlace, SectionPlaces } from './types';
import { useFlags } from '../session';

interface PageSectionsProps<P extends SectionPlace> {
  place: P;
  /** What the page hands each section. */
  sectionProps: SectionPlaces[P];
}

export function PageSections<P extends SectionPlace>({ place, sectionProps }: PageSectionsProps<P>) {
  const registry = useRegistry();
  const translate = useTranslate();
  const { permissions } = useFlags();
  const idPrefix = useId();
  const fits = (when?: (props: SectionPlaces[P]) => boolean) => !when || when(sectionProps);
  const visible = registry.sections(place).filter((s) => hasAnyFlag(permissions ?? {}, s.anyOfFlags) && fits(s.when as ((props: SectionPlaces[P]) => boolean) | undefined));
  const [chosen, setChosen] = useState<string | undefined>();
  if (visible.length === 0) return null;
  const current = visible.find((s) => s.key === chosen) ?? visible[0];
  const Section = current.component as ComponentType<SectionPlaces[P]>;
  return (
    <Box component="section" aria-label={translate(`shell.sections.${place}`)} sx={{ mt: 2 }}>
      <Tabs value={current.key} onChange={(_, key: string) => setChosen(key)} variant="scrollable" allowScrollButtonsMobile>
        {visible.map((s) => (
          <Tab key={s.key} value={s.key} label={translate(s.label)} id={`${idPrefix}-tab-${s.key}`} aria-controls={`${idPrefix}-panel-${s.key}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${idPrefix}-panel-${current.key}`} aria-labelledby={`${idPrefix}-tab-${current.key}`} sx={{ pt: 2 }}>
        <Section {...sectionProps} />
      </Box>
    </Box>
  );
}
