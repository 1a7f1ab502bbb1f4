import { createContext, useContext } from 'react';

/** Clears the search field and puts the cursor in it: the 'search something else' of a no-result state. */
const SearchAgainContext = createContext<() => void>(() => {});

export const SearchAgainProvider = SearchAgainContext.Provider;
export const useSearchAgain = () => useContext(SearchAgainContext);
