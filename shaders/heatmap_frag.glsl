#version 300 es
// Visit counts per cell (0..1) as colour: cool to hot, fading at the cell edges so the
// grid lines stay readable.
precision mediump float;
uniform float uHeat[81];
uniform float uAlpha;
in vec2 vUv;
out vec4 outColor;
vec3 ramp(float t) {
    // Colour-blind-safe sequential ramp (close to "inferno").
    vec3 a = vec3(0.10, 0.05, 0.30), b = vec3(0.75, 0.20, 0.35), c = vec3(0.98, 0.80, 0.25);
    return t < 0.5 ? mix(a, b, t * 2.0) : mix(b, c, t * 2.0 - 1.0);
}
void main() {
    vec2 g = clamp(vUv * 9.0, 0.0, 8.999);
    int cell = int(g.y) * 9 + int(g.x);
    float t = uHeat[cell];
    vec2 f = fract(g);
    float edge = smoothstep(0.0, 0.08, min(min(f.x, f.y), min(1.0 - f.x, 1.0 - f.y)));
    float a = t > 0.0 ? uAlpha * (0.25 + 0.75 * t) * edge : 0.0;
    outColor = vec4(ramp(t) * a, a);  // premultiplied
}
