// The recursive-descent parser behind parse_module, shared by its source files:
// parser.cpp (module, operations, regions, SSA names, generic form, resources),
// parse_types.cpp, parse_attributes.cpp (incl. dense literals and affine maps) and the
// parse_custom_*.cpp files with the custom assembly forms of each dialect family.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "graph/ir.h"
#include "graph/lexer.h"
#include "graph/parser.h"

namespace linrt::graph::detail {

// A use of an SSA value as written: `%17#1` -> name "17", number 1.
struct OperandRef {
  Token tok;
  std::string_view name;
  unsigned number = 0;
};

// An entry-block argument declared outside its region (function signatures).
struct EntryArg {
  Token name;  // PercentIdent
  Type type;
};

// The op under construction plus the result types its syntax states.
struct OpState {
  Operation& op;
  Token name_tok;
  std::vector<Type> result_types;
};

class Parser;
using CustomOpParser = void (*)(Parser&, OpState&);
using CustomOpTable = std::unordered_map<std::string_view, CustomOpParser>;

// Each dialect file adds its custom forms to the table.
void add_builtin_func_parsers(CustomOpTable& t);   // parse_custom_func.cpp (func, cf, ml_program)
void add_arith_math_parsers(CustomOpTable& t);     // parse_custom_arith.cpp
void add_linalg_parsers(CustomOpTable& t);         // parse_custom_linalg.cpp
void add_tensor_parsers(CustomOpTable& t);         // parse_custom_tensor.cpp
void add_iree_parsers(CustomOpTable& t);           // parse_custom_iree.cpp (util, flow, check)
void add_scf_parsers(CustomOpTable& t);            // parse_custom_scf.cpp

// Shared pieces of custom syntax (parse_custom_tensor.cpp).
// `[0, %o, 4]` -> static values (kDynamic where an SSA value stands) and the SSA values in order.
void parse_dynamic_index_list(Parser& p, std::vector<int64_t>& statics, std::vector<OperandRef>& dynamics);
// `[1, 0]` -> array<i64: 1, 0>
AttrP parse_bracketed_i64_array(Parser& p);

// Attribute constructors for custom forms, which must build what the generic form spells.
AttrP make_int_attr(int64_t v, DType t = DType::I64);
AttrP make_float_attr(double v, DType t);
AttrP make_string_attr(std::string s);
AttrP make_unit_attr();
AttrP make_type_attr(Type t);
AttrP make_symbol_attr(std::string name);
AttrP make_opaque_attr(std::string text);
AttrP make_dense_array(DType elem, std::vector<int64_t> values);
AttrP make_array_attr(std::vector<AttrP> elems);
AttrP make_dict_attr(std::vector<std::pair<std::string, AttrP>> entries);

class Parser {
 public:
  Parser(std::string_view text, std::string filename, const ParseOptions& opts);
  std::unique_ptr<Module> parse();

  // ----- tokens
  const Token& tok() const { return tok_; }
  void advance() { tok_ = lex_.next(); }
  bool consume_if(Tok k);
  bool consume_keyword_if(std::string_view kw);
  Token expect(Tok k, std::string_view what);
  Token expect_keyword(std::string_view kw);
  // The token after the current one, without consuming anything.
  Token peek();
  [[noreturn]] void fail(const Token& t, const std::string& msg) const { lex_.fail(t, msg); }
  [[noreturn]] void fail_here(const std::string& msg) const { lex_.fail(tok_, msg); }
  Location loc(const Token& t) const { return lex_.loc(t); }
  Lexer& lexer() { return lex_; }

  // Nesting guard for every recursive construct (regions, attributes, types, literals).
  class Nest {
   public:
    explicit Nest(Parser& p);
    ~Nest() { --p_.depth_; }
    Nest(const Nest&) = delete;
    Nest& operator=(const Nest&) = delete;

   private:
    Parser& p_;
  };

  // ----- types (parse_types.cpp)
  Type parse_type();
  // `t` or `(t1, t2)` or `()`, as after `->`.
  std::vector<Type> parse_result_types();
  // t1, t2, ... (at least one)
  std::vector<Type> parse_type_list();
  Type parse_function_type();
  Type element_type_of(const Type& t) const;  // tensor/vector element as a scalar, else t
  void parse_type_alias();

  // ----- attributes (parse_attributes.cpp)
  AttrP parse_attribute();
  // `{a = 1, b}` at the current '{' into `out`.
  void parse_attr_dict(std::vector<std::pair<std::string, AttrP>>& out);
  bool parse_optional_attr_dict(Operation& op);
  // `attributes {..}` (func, module) / `attrs = {..}` (linalg)
  bool parse_optional_attr_dict_with_keyword(Operation& op, std::string_view keyword);
  void parse_attr_alias();
  AffineMap parse_affine_map_body();  // from '(' of `(d0) -> (...)`, through ')'
  // A number literal with optional leading '-' as an attribute of type `t` (for `atol 1.0`).
  AttrP parse_number_as(DType t);
  AttrP parse_symbol_ref();  // @a or @a::@b

  // ----- operations, regions, values (parser.cpp)
  OperandRef parse_operand_ref();
  // %a, %b, ... (possibly none when the next token is not an SSA value)
  std::vector<OperandRef> parse_operand_refs();
  Value* resolve(const OperandRef& r, const Type* expected);
  void add_operand(OpState& st, const OperandRef& r, const Type& expected);
  void add_operand_untyped(OpState& st, const OperandRef& r);
  // Resolves refs[i] with types[i]; a count mismatch is an error at `where`.
  void add_operands(OpState& st, const std::vector<OperandRef>& refs, const std::vector<Type>& types,
                    const Token& where);
  void parse_region(Region& r, Operation& parent, const std::vector<EntryArg>* entry_args);
  // `^bb3`: appends a successor to `op`, a block of the region being parsed (a label defined
  // further down is resolved when the region ends; one never defined is an error there).
  void parse_successor(Operation& op);
  // A fresh value with a module-unique id, for ops a custom form synthesises.
  std::unique_ptr<Value> create_value(const Type& t, std::string name) {
    return std::unique_ptr<Value>(new_value(t, std::move(name)));
  }
  void push_isolated_scope();
  void pop_isolated_scope();
  Type parse_colon_type();
  void skip_optional_location();
  size_t max_depth() const { return opts_.max_nesting_depth; }

 private:
  friend class Nest;
  struct ResultGroup {
    Token tok;
    unsigned count;
  };
  struct Scope {
    std::unordered_map<std::string, std::vector<Value*>> values;
    std::vector<std::vector<std::string>> region_names;  // names to drop when a region ends
  };
  struct ResourceUse {
    std::shared_ptr<Resource> res;
    Token tok;
    Type type;
  };

  void parse_top_level(Module& m);
  void parse_custom_module(Module& m);
  void adopt_generic_module(Module& m, Operation& op);
  void parse_operation(Block& block);
  std::vector<ResultGroup> parse_result_groups(size_t& total);
  void parse_generic_op(OpState& st);
  void parse_custom_op(OpState& st);
  void bind_results(Operation& op, const std::vector<ResultGroup>& groups);
  void define_value(const Token& tok, std::string key, std::vector<Value*> values);
  Value* new_value(const Type& t, std::string name);
  // The block labels of one region being parsed, and the successor uses not yet resolved.
  struct RegionLabels {
    std::unordered_map<std::string_view, Block*> blocks;  // views into the source text
    struct Use {
      Operation* op;
      size_t index;
      Token label;
    };
    std::vector<Use> pending;
  };
  Block* parse_block_header(Region& r);
  void parse_metadata();
  void parse_dialect_resources();
  void skip_metadata_value();
  void verify_resources();
  AttrP parse_number_attr();
  AttrP parse_dense();
  AttrP parse_dense_resource();
  AttrP parse_dense_array();
  AttrP parse_hash_attr();
  AttrP parse_affine_map_attr();
  AttrP parse_keyword_opaque_attr();
  Type parse_shaped_type(bool is_tensor, const Token& kw);
  void parse_dims(std::vector<int64_t>& shape, bool& unranked, bool allow_unranked);
  void expect_x_separator();
  Type parse_opaque_keyword_type(const Token& kw);
  Type parse_bang_type();

  // Symbol tables of this parse.
  std::unordered_map<std::string, std::shared_ptr<Resource>> resources_;
  std::vector<ResourceUse> resource_uses_;
  std::unordered_map<std::string, AttrP> attr_aliases_;
  std::unordered_map<std::string, Type> type_aliases_;
  Module* module_ = nullptr;
  ParseOptions opts_;
  Lexer lex_;
  Token tok_;
  size_t depth_ = 0;
  std::vector<Scope> scopes_;  // one per isolated-from-above region nest
  std::vector<RegionLabels> labels_;  // one per region being parsed, innermost last
};

}  // namespace linrt::graph::detail
