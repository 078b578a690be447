#version 300 es
// A quad over the board from gl_VertexID (no vertex buffer), in ImGui's display space.
uniform vec4 uRect;     // x, y, w, h in display units
uniform vec2 uDisplay;  // display size
out vec2 vUv;
void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float((gl_VertexID >> 1) & 1));
    vUv = corner;
    vec2 p = uRect.xy + corner * uRect.zw;
    gl_Position = vec4(p.x / uDisplay.x * 2.0 - 1.0, 1.0 - p.y / uDisplay.y * 2.0, 0.0, 1.0);
}
