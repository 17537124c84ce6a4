// What the rest of the server may use of the API keys area: the sign-in of a request made with a key.
export { apiKeySignIn } from './sign-in'
