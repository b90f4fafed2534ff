// The search box (§2): debounced 500 ms; each search starts again at page 1, size 10.
import { useEffect, useRef, useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext, useTranslate } from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '../../config/constants';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';

export function PortalSearch() {
  const translate = useTranslate();
  const { filterValues, setFilters, setPerPage, perPage } = useListContext();
  const [text, setText] = useState<string>(filterValues.q ?? '');
  const latest = useRef({ filterValues, setFilters, setPerPage, perPage });
  latest.current = { filterValues, setFilters, setPerPage, perPage };

  useEffect(() => {
    if (text === (latest.current.filterValues.q ?? '')) return undefined;
    const timer = setTimeout(() => {
      const { filterValues: current, setFilters: apply, setPerPage: resize, perPage: size } = latest.current;
      const { q: _previous, ...rest } = current;
      // setFilters and setPerPage both go back to page 1.
      apply(text ? { ...rest, q: text } : rest, undefined, false);
      if (size !== DEFAULT_PAGE_SIZE) resize(DEFAULT_PAGE_SIZE);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <TextField
      size="small"
      value={text}
      onChange={(e) => setText(e.target.value)}
      placeholder={translate('developerPortal.search')}
      slotProps={{
        htmlInput: { 'aria-label': translate('developerPortal.search'), type: 'search' },
        input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
      }}
    />
  );
}
