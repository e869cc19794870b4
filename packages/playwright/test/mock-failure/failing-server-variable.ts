/** The environment variable that hands the inner suite the URL of the server whose override throws. */
export const failingServerVariable = 'MUSEUM_FAILING_SERVER_URL';
