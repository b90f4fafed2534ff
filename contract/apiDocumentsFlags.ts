// Reading the platform API's OpenAPI document (the API Documents page).
export const VIEW_SWAGGER = 'view_swagger';
