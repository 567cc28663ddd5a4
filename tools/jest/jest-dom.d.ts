// Types of the jest-dom matchers the shared jest setup installs (toBeInTheDocument, toHaveValue, ...), for every remote.
import '@testing-library/jest-dom';
