require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// findBy*/waitFor give up after 1 s by default; when CI runs every workspace's tests at once on two cores
// a real local HTTP round trip can take longer. Waiting longer never makes a failing test pass.
configure({ asyncUtilTimeout: 10_000 });
