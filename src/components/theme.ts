/**
 * The platform's look, given to antd by every root (PlatformProvider). Pages read it from the kit
 * (`@polaris/core/kit`), which passes it on with its other constants.
 */

/** The platform's primary theme colour (green), given to antd's `colorPrimary`. */
export const PRIMARY_COLOR = '#34A853';
