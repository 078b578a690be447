// GL side of the heat map (see ui/heatmap.h): a program built from the embedded shaders
// and an ImGui draw callback that draws one quad with it.
#include <GLES3/gl3.h>
#include <imgui.h>

#include <cstdio>

#include "heatmap_gl.h"
#include "ui/heatmap.h"

extern const unsigned char shader_heatmap_vert[];
extern const unsigned char shader_heatmap_frag[];

namespace sudoku::platform {
namespace {

GLuint g_program = 0, g_vao = 0;
bool g_failed = false;  // the shaders did not build: said once, not tried again
GLint u_rect = -1, u_display = -1, u_heat = -1, u_alpha = -1;

GLuint compile(GLenum type, const unsigned char* src) {
    GLuint s = glCreateShader(type);
    const char* text = reinterpret_cast<const char*>(src);
    glShaderSource(s, 1, &text, nullptr);
    glCompileShader(s);
    GLint ok = 0;
    glGetShaderiv(s, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        char log[512];
        glGetShaderInfoLog(s, sizeof log, nullptr, log);
        std::fprintf(stderr, "heat map shader failed to compile: %s\n", log);
        glDeleteShader(s);
        return 0;
    }
    return s;
}

bool build();

void draw(const ImDrawList*, const ImDrawCmd* cmd) {
    // Built on first use (the watch view's heat map), not at start-up: the first screen
    // does not wait for a shader it does not draw.
    if (!g_program && (g_failed || !build())) return;
    const auto* d = static_cast<const ui::HeatmapData*>(cmd->UserCallbackData);
    const ImGuiIO& io = ImGui::GetIO();
    glUseProgram(g_program);
    glBindVertexArray(g_vao);
    glEnable(GL_BLEND);
    glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
    glUniform4f(u_rect, d->rect.x, d->rect.y, d->rect.w, d->rect.h);
    glUniform2f(u_display, io.DisplaySize.x, io.DisplaySize.y);
    glUniform1fv(u_heat, 81, d->values.data());
    glUniform1f(u_alpha, d->alpha);
    glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
}

bool build() {
    GLuint vs = compile(GL_VERTEX_SHADER, shader_heatmap_vert);
    GLuint fs = compile(GL_FRAGMENT_SHADER, shader_heatmap_frag);
    GLint ok = 0;
    if (vs && fs) {
        g_program = glCreateProgram();
        glAttachShader(g_program, vs);
        glAttachShader(g_program, fs);
        glLinkProgram(g_program);
        glGetProgramiv(g_program, GL_LINK_STATUS, &ok);
    }
    if (vs) glDeleteShader(vs);
    if (fs) glDeleteShader(fs);
    if (!ok) {
        std::fprintf(stderr, "heat map unavailable: its shaders did not build\n");
        if (g_program) glDeleteProgram(g_program);
        g_program = 0;
        g_failed = true;
        ui::set_heatmap_renderer(nullptr);  // the view stops offering it
        return false;
    }
    u_rect = glGetUniformLocation(g_program, "uRect");
    u_display = glGetUniformLocation(g_program, "uDisplay");
    u_heat = glGetUniformLocation(g_program, "uHeat");
    u_alpha = glGetUniformLocation(g_program, "uAlpha");
    glGenVertexArrays(1, &g_vao);
    return true;
}

}  // namespace

void init_heatmap() { ui::set_heatmap_renderer(draw); }
bool is_heatmap_callback(ImDrawCallback cb) { return cb == draw; }

void shutdown_heatmap() {
    ui::set_heatmap_renderer(nullptr);
    g_failed = false;
    if (g_program) glDeleteProgram(g_program);
    if (g_vao) glDeleteVertexArrays(1, &g_vao);
    g_program = g_vao = 0;
}

}  // namespace sudoku::platform
