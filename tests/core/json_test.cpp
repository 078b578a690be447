// The page API's JSON writer and reader (src/core/text/json.h).
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "core/text/json.h"

using namespace sudoku;

TEST_CASE("json: the writer puts commas, escapes strings and writes numbers") {
    json::Writer w;
    w.begin_object().field("a", 1).field("s", "q\"b\\\n\t\x01").field("t", true).field("f", false);
    w.key("n").null();
    w.key("list").begin_array().value(-3).value(std::uint64_t(18446744073709551615ull)).value(0.25).end_array();
    w.key("empty").begin_object().end_object();
    w.key("nan").value(0.0 / 0.0);
    w.field("third", 1.0 / 3.0);
    w.key("o").begin_object().raw("\"x\":1,\"y\":[2]").field("z", 3).end_object();
    w.end_object();
    CHECK(w.str() ==
          "{\"a\":1,\"s\":\"q\\\"b\\\\\\n\\t\\u0001\",\"t\":true,\"f\":false,\"n\":null,"
          "\"list\":[-3,18446744073709551615,0.25],\"empty\":{},\"nan\":null,\"third\":0.33333333333333331,"
          "\"o\":{\"x\":1,\"y\":[2],\"z\":3}}");
    CHECK(json::quote("é") == "\"é\"");  // UTF-8 passes through
}

TEST_CASE("json: the reader reads what the page sends") {
    const json::Parsed p = json::parse(
        " {\"cmd\":\"watch\",\"cell\":-5,\"seed\":18446744073709551615,\"speed\":2.5e1,"
        "\"strategies\":[\"classic\",\"dlx\"],\"play\":true,\"none\":null,\"text\":\"a\\u00e9\\ud83d\\ude00\\n\\/\","
        "\"big\":123456789012345678901234,\"cmd\":\"state\"} ");
    REQUIRE(p.ok);
    const json::Value& v = p.value;
    CHECK(v.is_object());
    CHECK(v.find("cmd")->string == "state");  // a repeated name: the last one
    CHECK(v.find("cell")->is_int());
    CHECK(v.find("cell")->as_int() == -5);
    CHECK_FALSE(v.find("cell")->is_unsigned());
    CHECK(v.find("seed")->is_unsigned());
    CHECK(v.find("seed")->magnitude == 18446744073709551615ull);
    CHECK_FALSE(v.find("seed")->is_int());
    CHECK(v.find("speed")->number == 25.0);
    CHECK_FALSE(v.find("speed")->integer);
    REQUIRE(v.find("strategies")->is_array());
    CHECK(v.find("strategies")->items.size() == 2);
    CHECK(v.find("strategies")->items[1].string == "dlx");
    CHECK(v.find("play")->is_bool());
    CHECK(v.find("play")->boolean);
    CHECK(v.find("none")->type == json::Value::Type::Null);
    CHECK(v.find("text")->string == "a\xC3\xA9\xF0\x9F\x98\x80\n/");
    CHECK_FALSE(v.find("big")->integer);  // past 64 bits: a number, not an integer
    CHECK(v.find("big")->number > 1e23);
    CHECK(v.find("missing") == nullptr);
}

TEST_CASE("json: bad text is refused with where and what, never a crash") {
    for (const char* bad : {"", "{", "{\"a\":}", "{\"a\" 1}", "[1,]", "[1 2]", "01", "-", "1.", "1e", "tru",
                            "\"open", "\"a\\x\"", "\"\\u12\"", "{} x", "{a:1}", "\"tab\there\""}) {
        CAPTURE(bad);
        const json::Parsed p = json::parse(bad);
        CHECK_FALSE(p.ok);
        CHECK(p.error.rfind("at byte ", 0) == 0);
    }
    std::string deep(100, '[');
    deep += std::string(100, ']');
    CHECK(json::parse(deep).error.find("nested too deep") != std::string::npos);
    std::string ok_depth(60, '[');
    ok_depth += std::string(60, ']');
    CHECK(json::parse(ok_depth).ok);
}

TEST_CASE("json: what the writer writes, the reader reads back") {
    json::Writer w;
    w.begin_object().field("s", std::string("line\nquote\" back\\ \x1f end")).field("d", 0.1).field("i", -7).end_object();
    const json::Parsed p = json::parse(w.str());
    REQUIRE(p.ok);
    CHECK(p.value.find("s")->string == "line\nquote\" back\\ \x1f end");
    CHECK(p.value.find("d")->number == 0.1);
    CHECK(p.value.find("i")->as_int() == -7);
}

TEST_CASE("json: the limits refuse text beyond them, and say which") {
    json::Limits small;
    small.depth = 2;
    small.bytes = 64;
    small.items = 3;
    small.string = 5;
    CHECK(json::parse("[[1]]", small).ok);
    json::Parsed p = json::parse("[[[1]]]", small);
    CHECK_FALSE(p.ok);
    CHECK(p.reason == "nested too deep");
    CHECK(p.at == 3);
    CHECK(p.error == "at byte 3: nested too deep");
    CHECK(json::parse("[1,2,3]", small).ok);
    CHECK(json::parse("[1,2,3,4]", small).reason == "too many items in an array");
    CHECK(json::parse("{\"a\":1,\"b\":2,\"c\":3,\"d\":4}", small).reason == "too many fields");
    CHECK(json::parse("\"12345\"", small).ok);
    CHECK(json::parse("\"123456\"", small).reason == "a string is too long");
    CHECK(json::parse(std::string(65, ' ') + "1", small).reason == "the text is 66 bytes, over the limit of 64");
    // Without limits given: 64 deep, and numbers a double can hold.
    CHECK(json::parse("1e999").reason == "a number out of range");
    CHECK(json::parse("{\"cmd\" 1}").reason == "expected ':' after \"cmd\"");
    p = json::parse("[1,");
    CHECK(p.at == 3);  // the end of the text
    CHECK(p.reason == "expected a value");
}

TEST_CASE("json: a parsed value is written back as it was read") {
    const std::string text =
        "{\"a\":[1,-2,18446744073709551615,-9223372036854775808,0.5,true,null],\"s\":\"x\\ny\",\"o\":{},\"e\":[]}";
    const json::Parsed p = json::parse(text);
    REQUIRE(p.ok);
    CHECK(json::Writer().value(p.value).str() == text);
    CHECK(json::Writer().value(json::parse("-18446744073709551615").value).str() == "-1.8446744073709552e+19");
    CHECK(json::type_word(p.value.find("a")->type) == std::string("an array"));
    CHECK(json::type_word(p.value.find("s")->type) == std::string("a string"));
    CHECK(json::number_text(9.5) == "9.5");
    CHECK(json::number_text(-1) == "-1");
}

TEST_CASE("json: numbers in a fixed format, and arrays of a range") {
    json::Writer w;
    const std::vector<int> ints{3, -1};
    const std::vector<std::string> words{"a", "b\""};
    w.begin_object().key("r").number(3.0, "%.1f").key("g").number(2.0 / 3.0, "%.6g").key("inf").number(1.0 / 0.0, "%.1f");
    w.key("ints").array_of(ints).key("words").array_of(words).end_object();
    CHECK(w.str() == "{\"r\":3.0,\"g\":0.666667,\"inf\":null,\"ints\":[3,-1],\"words\":[\"a\",\"b\\\"\"]}");
}
