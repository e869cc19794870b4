import { configure } from 'storybook/test';

// The story tests run beside other checks on a shared 2-core machine: a query that waits for the
// mock's answer gets 10 s there (testing-library's default is 1 s), while a broken story still
// fails. The Storybook UI keeps the default.
configure({ asyncUtilTimeout: 10_000 });
