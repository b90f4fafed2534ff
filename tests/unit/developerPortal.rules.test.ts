import { describe, expect, it } from 'vitest';
import {
  addMenuTypes, decodeName, descriptionPreview, descriptionText, editItemPath, encodeName, isPngOrJpeg, logoSource,
  nextPublished, pageRange, serialNumber, showAddMenu, visibleTabs,
} from '../../src/resources/developerPortal/portalRules';
import { developerPortalAccess } from '../../src/resources/developerPortal/developerPortalAccess';

describe('developer portal rules', () => {
  it('numbers rows continuously across pages', () => {
    expect(serialNumber(1, 10, 0)).toBe(1);
    expect(serialNumber(1, 10, 9)).toBe(10);
    expect(serialNumber(2, 10, 0)).toBe(11);
    expect(serialNumber(3, 20, 4)).toBe(45);
    expect(pageRange(2, 10, 12)).toEqual({ from: 11, to: 12 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });

  it('cuts the description preview at 440 characters (439 plus an ellipsis), with show more above 250', () => {
    const short = 'a'.repeat(250);
    expect(descriptionPreview(short)).toEqual({ preview: short, showMore: false });
    expect(descriptionPreview(`${short}b`)).toEqual({ preview: `${short}b`, showMore: true });
    const exactly440 = 'c'.repeat(440);
    expect(descriptionPreview(exactly440).preview).toBe(exactly440);
    const long = 'd'.repeat(441);
    const { preview, showMore } = descriptionPreview(long);
    expect(preview).toHaveLength(440);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.slice(0, 439)).toBe('d'.repeat(439));
    expect(showMore).toBe(true);
  });

  it('reads the rich-text description as words, never markup', () => {
    expect(descriptionText('<h2>Fleet</h2><p>Tracks <strong>every</strong> vehicle</p><p>in real time</p>'))
      .toBe('Fleet Tracks every vehicle in real time');
    expect(descriptionText('<p><img src=x onerror="alert(1)"></p>')).toBe('');
    expect(descriptionText(null)).toBe('');
  });

  it('shows the Add menu once items are listed or while searching, with the types the user may add', () => {
    expect(showAddMenu(0, false)).toBe(false);
    expect(showAddMenu(1, false)).toBe(true);
    expect(showAddMenu(0, true)).toBe(true);
    expect(addMenuTypes({ add_app: true, add_connector: true })).toEqual(['app', 'connector']);
    expect(addMenuTypes({ view_apps: true })).toEqual([]);
    expect(addMenuTypes({ allpermissions: true })).toEqual(['app', 'service', 'connector']);
  });

  it('shows a tab per kind the user may view, apps first', () => {
    expect(visibleTabs({ view_connectors: true, view_apps: true })).toEqual(['app', 'connector']);
    expect(visibleTabs({ view_services: true })).toEqual(['service']);
    expect(visibleTabs({ view_myapps_apps: true })).toEqual([]);
    expect(visibleTabs({ allpermissions: true })).toEqual(['app', 'service', 'connector']);
  });

  it('toggles publication as §4 says', () => {
    expect(nextPublished('PUBLISHED')).toBe('UNPUBLISHED');
    expect(nextPublished('UNPUBLISHED')).toBe('PUBLISHED');
    expect(nextPublished(null)).toBe('PUBLISHED');
  });

  it('carries the name in base64 on the edit route, any script included', () => {
    expect(encodeName('Fleet Tracker')).toBe(btoa('Fleet Tracker'));
    expect(decodeName(encodeName('Café 東京'))).toBe('Café 東京');
    expect(editItemPath({ id: 7, type: 'app', name: 'A+B' })).toBe(`/app/pages/edit-app/7?type=app&name=${encodeURIComponent(btoa('A+B'))}`);
    expect(decodeName('%%%')).toBe('');
  });

  it('shows an uploaded logo by its thumbnail and a URL as given', () => {
    expect(logoSource('/storage/images/k', 'IMAGE', 50)).toBe('/storage/images/k?w=50');
    expect(logoSource('https://cdn.example.com/l.png', 'URL', 50)).toBe('https://cdn.example.com/l.png');
    expect(logoSource('fa-rocket', 'FONTAWESOME', 75)).toBeUndefined();
  });

  it('knows PNG and JPEG by their bytes', async () => {
    expect(await isPngOrJpeg(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])]))).toBe(true);
    expect(await isPngOrJpeg(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])]))).toBe(true);
    expect(await isPngOrJpeg(new Blob(['GIF89a'], { type: 'image/png' }))).toBe(false);
  });

  it('grants list, create, edit and delete by the §6 flags', () => {
    const q = (action: string) => ({ resource: 'developerApps', action });
    expect(developerPortalAccess({ view_services: true }, q('list'))).toBe(true);
    expect(developerPortalAccess({ view_services: true }, q('create'))).toBe(false);
    expect(developerPortalAccess({ add_connector: true }, q('create'))).toBe(true);
    expect(developerPortalAccess({ update_app: true }, q('edit'))).toBe(true);
    expect(developerPortalAccess({ update_app: true }, q('delete'))).toBe(false);
    expect(developerPortalAccess({ delete_app: true }, q('delete'))).toBe(true);
    expect(developerPortalAccess({}, { resource: 'accounts' })).toBeUndefined();
  });
});
