#include "graph/dialect/linrt/embedding_bag.h"

namespace linrt::graph {

using namespace adaptor_io;

std::optional<EmbeddingBagAttrs> EmbeddingBagAttrs::read(const Operation& op, std::string* error) {
  EmbeddingBagAttrs a;
  std::string mode;
  if (!read_string(op, "mode", mode, error)) return std::nullopt;
  if (mode == "sum") a.mode = Mode::Sum;
  else if (mode == "mean") a.mode = Mode::Mean;
  else if (mode == "max") a.mode = Mode::Max;
  else return reject(error, "mode must be \"sum\", \"mean\" or \"max\", got \"" + mode + "\"");
  if (!read_flag(op, "include_last_offset", a.include_last_offset, error)) return std::nullopt;
  if (op.attr("padding_idx") && !read_int(op, "padding_idx", a.padding_idx, error)) return std::nullopt;
  if (op.attr("table_format")) {
    std::string format;
    if (!read_string(op, "table_format", format, error)) return std::nullopt;
    if (format == "f32") a.table_format = TableFormat::F32;
    else if (format == "int8_rowwise") a.table_format = TableFormat::Int8Rowwise;
    else if (format == "int4_rowwise") a.table_format = TableFormat::Int4Rowwise;
    else return reject(error, "table_format must be \"f32\", \"int8_rowwise\" or \"int4_rowwise\", got \"" + format + "\"");
  }
  if (op.attr("index_map")) {
    std::string map;
    if (!read_string(op, "index_map", map, error) || !read_int(op, "index_divisor", a.index_divisor, error))
      return std::nullopt;
    if (map == "quotient") a.index_map = IndexMap::Quotient;
    else if (map == "remainder") a.index_map = IndexMap::Remainder;
    else if (map != "identity") return reject(error, "index_map must be \"identity\", \"quotient\" or \"remainder\", got \"" + map + "\"");
    if (a.index_divisor < 1) return reject(error, "index_divisor must be at least 1");
  }
  if (op.attr("pair")) {
    std::string pair;
    if (!read_string(op, "pair", pair, error)) return std::nullopt;
    if (pair == "mult") a.pair = Pair::Mult;
    else if (pair == "add") a.pair = Pair::Add;
    else if (pair == "concat") a.pair = Pair::Concat;
    else if (pair != "none") return reject(error, "pair must be \"mult\", \"add\" or \"concat\", got \"" + pair + "\"");
    if (a.pair != Pair::None &&
        (a.index_map != IndexMap::Quotient || a.mode != Mode::Sum || a.padding_idx != -1 || a.table_format != TableFormat::F32))
      return reject(error, "a quotient-remainder pair needs index_map \"quotient\", mode sum, no padding_idx and f32 tables");
  }
  return a;
}

int64_t EmbeddingBagAttrs::row_bytes(TableFormat format, int64_t dim) {
  switch (format) {
    case TableFormat::F32: return dim * 4;
    case TableFormat::Int8Rowwise: return dim + 8;
    case TableFormat::Int4Rowwise: return (dim + 1) / 2 + 4;
  }
  return 0;
}

AttrList EmbeddingBagAttrs::attributes(bool weighted) const {
  AttrList list = {{"operandSegmentSizes", pair == Pair::None ? i32_array_attr({1, 1, 1, weighted ? 1 : 0})
                                                              : i32_array_attr({1, 1, 1, weighted ? 1 : 0, 1})},
                   {"mode", string_attr(mode == Mode::Sum ? "sum" : mode == Mode::Mean ? "mean" : "max")},
                   {"include_last_offset", bool_attr(include_last_offset)},
                   {"padding_idx", i64_attr(padding_idx)}};
  if (table_format != TableFormat::F32)
    list.push_back({"table_format", string_attr(table_format == TableFormat::Int8Rowwise ? "int8_rowwise" : "int4_rowwise")});
  if (index_map != IndexMap::Identity) {
    list.push_back({"index_map", string_attr(index_map == IndexMap::Quotient ? "quotient" : "remainder")});
    list.push_back({"index_divisor", i64_attr(index_divisor)});
  }
  if (pair != Pair::None)
    list.push_back({"pair", string_attr(pair == Pair::Mult ? "mult" : pair == Pair::Add ? "add" : "concat")});
  return list;
}

void EmbeddingBagAttrs::write(Operation& op) const {
  write_all(op, attributes(op.operands.size() == (pair == Pair::None ? 4u : 5u)));
}

}  // namespace linrt::graph
