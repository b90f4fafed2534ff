// A list's search box: the text goes to the list's filter as `q` after the user pauses (debounced),
// and the list starts again at its first page.
import { useEffect, useRef, useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext, useTranslate } from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '../config/constants';

export function ListSearch() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [text, setText] = useState<string>(filterValues.q ?? '');
  const latest = useRef({ filterValues, setFilters });
  latest.current = { filterValues, setFilters };

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === (latest.current.filterValues.q ?? '')) return undefined;
    const timer = setTimeout(() => {
      const { q: _previous, ...rest } = latest.current.filterValues;
      latest.current.setFilters(wanted ? { ...rest, q: wanted } : rest, undefined, false);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <TextField
      size="small" type="search" value={text} label={translate('shell.table.search')}
      onChange={(e) => setText(e.target.value)}
      sx={{ width: { xs: '100%', sm: 280 } }}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
    />
  );
}
