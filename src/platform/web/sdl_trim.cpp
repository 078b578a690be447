/* The web board draws with WebGL through Dear ImGui and never blits an SDL surface, nor
 * reads a game controller (the page has no gamepad navigation). SDL's video core still
 * references its software blitters (about 230 KB of wasm) and ImGui's SDL backend the
 * game-controller code with its mapping database; defining those entry points here keeps
 * the linker from pulling SDL's versions out of libSDL2.a. Each says plainly that it is
 * not there, so a blit that were ever asked for fails with SDL's error instead of
 * drawing nothing silently. Web build only (cmake/WebApp.cmake). */
#include <SDL.h>

extern "C" {

int SDL_CalculateBlit(SDL_Surface *surface);
int SDL_RLESurface(SDL_Surface *surface);
void SDL_UnRLESurface(SDL_Surface *surface, int recode);

int SDL_CalculateBlit(SDL_Surface *surface) {
    (void)surface;
    return SDL_SetError("software blits are not built into this app (it draws with WebGL)");
}
/* RLE is only an acceleration of those blits: never encoded, nothing to decode. */
int SDL_RLESurface(SDL_Surface *surface) {
    (void)surface;
    return -1;
}
void SDL_UnRLESurface(SDL_Surface *surface, int recode) {
    (void)surface;
    (void)recode;
}

/* ImGui's backend opens controller 0 each frame only with gamepad navigation on. */
SDL_GameController* SDL_GameControllerOpen(int joystick_index) {
    (void)joystick_index;
    SDL_SetError("game controllers are not built into this app");
    return nullptr;
}
Uint8 SDL_GameControllerGetButton(SDL_GameController *controller, SDL_GameControllerButton button) {
    (void)controller;
    (void)button;
    return 0;
}
Sint16 SDL_GameControllerGetAxis(SDL_GameController *controller, SDL_GameControllerAxis axis) {
    (void)controller;
    (void)axis;
    return 0;
}
void SDL_GameControllerClose(SDL_GameController *controller) { (void)controller; }

/* SDL looks GL functions up by name (SDL_GL_GetProcAddress, eglGetProcAddress) only to ask
 * for optional extensions; ImGui's WebGL backend calls GL directly. Emscripten's lookup
 * table names every WebGL function, which puts all of them (about 300) into the JS glue
 * and the program's imports before the first board can start: here no name is found, so
 * SDL reports those extensions as missing, as WebGL 2 does. */
void *emscripten_GetProcAddress(const char *name) {
    (void)name;
    return nullptr;
}

}  // extern "C"
