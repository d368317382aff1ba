/*
 * The social suite's network and its independent answers (setup/datasets/social.js,
 * cases/social/friendships.js, cases/social/forms.js): the profile formula in AQL agrees
 * with the one in JavaScript; the friendship formula has the degrees and targets;
 * neighbors and shortest-path distances computed from the formula agree with a plain
 * breadth-first search; a wrong path is caught for each way it can be wrong; each version
 * gets its query form or "not available"; the named size pokec belongs to suite social only.
 * Runs in arangod (in a database of its own) and under the stand-in.
 */
var jsunity = require("jsunity");

function socialFormulaSuite() {
  var social = shootout.require("./setup/datasets/social");
  var friendships = shootout.require("./cases/social/friendships");
  var forms = shootout.require("./cases/social/forms");
  var sizes = shootout.require("./lib/options/sizes");
  var options = shootout.require("./lib/options/options");
  var catalog = shootout.require("./cases/index");
  var scratch = shootout.require("./tests/support/scratch-database");
  var hostAdapter = shootout.require("./lib/host");
  var N = 300;

  // Distances by the simplest breadth-first search, forward only.
  function plainDistance(from, to, documents) {
    if (from === to) {
      return 0;
    }
    var depth = {};
    depth[from] = 0;
    var frontier = [from];
    while (frontier.length > 0) {
      var next = [];
      for (var f = 0; f < frontier.length; f += 1) {
        var targets = social.friendsOf(frontier[f], documents);
        for (var t = 0; t < targets.length; t += 1) {
          if (!depth.hasOwnProperty(targets[t])) {
            depth[targets[t]] = depth[frontier[f]] + 1;
            if (targets[t] === to) {
              return depth[to];
            }
            next.push(targets[t]);
          }
        }
      }
      frontier = next;
    }
    return -1;
  }

  return {
    testProfilesOfTheAqlFormulaAreTheJavaScriptOnes: function () {
      var host = hostAdapter.connect({ print: function () {} });
      var leave = scratch.enter(host, "shootout_test_social_formula");
      try {
        host.createCollection("profiles200", null);
        var bindVars = social.insertBindVars(0, 199, 200);
        bindVars["@collection"] = "profiles200";
        host.query(social.INSERT_QUERY, bindVars);
        var stored = host.query("FOR p IN profiles200 RETURN p", {}).rows;
        assertEqual(200, stored.length);
        var seen = {};
        stored.forEach(function (profile) {
          var i = social.numberOfKey(profile._key);
          seen[i] = true;
          assertEqual(null, social.describeMismatch(profile, i, 200, "profiles200"));
        });
        assertEqual(200, Object.keys(seen).length);
      } finally {
        leave();
      }
    },

    testProfileFormula: function () {
      assertEqual(0, social.ageOf(0));
      assertEqual(0, social.ageOf(22));
      // 14 + (7 · 5) % 67 = 49; 14 + (7 · 10) % 67 = 17
      assertEqual(49, social.ageOf(5));
      assertEqual(17, social.ageOf(10));
      var profile = social.documentFor(10);
      assertEqual("P10", profile._key);
      assertEqual(null, profile.height);
      assertEqual(["hungarian", "english"], profile.languages);
      assertEqual({ hobbies: "I like music and travel", music: "rock", smoker: false }, profile.about);
    },

    testFriendshipFormula: function () {
      // d(i) = 1 + (31·i) % 37: 1 for i = 0, 32 for i = 1, 2 for i = 6 (31·6 = 186 = 5·37 + 1)
      assertEqual(1, social.outDegree(0));
      assertEqual(32, social.outDegree(1));
      assertEqual(2, social.outDegree(6));
      // t(0, 0) = (0 + 1 + 0) % n = 1; t(1, 1) = (1 + 1 + (7919 + 104729) % 299) % 300
      assertEqual([1], social.friendsOf(0, N));
      assertEqual((2 + (7919 + 104729) % 299) % N, social.friendsOf(1, N)[1]);
      for (var i = 0; i < N; i += 1) {
        social.friendsOf(i, N).forEach(function (t) {
          assertTrue(t !== i && t >= 0 && t < N);
        });
      }
      // mean out-degree 19 over whole cycles of 37; 31,023,252 friendships at Pokec's size
      assertEqual(37 * 19, social.edgeCount(37));
      assertEqual(31023252, social.edgeCount(1632803));
    },

    testNeighborsAreDistanceOneOrTwoWithoutTheStart: function () {
      [0, 1, 7, 123].forEach(function (s) {
        var expected = [];
        for (var v = 0; v < N; v += 1) {
          var d = plainDistance(s, v, N);
          if (v !== s && (d === 1 || d === 2)) {
            expected.push(v);
          }
        }
        assertEqual(expected, friendships.neighbors(s, N));
      });
    },

    testDistancesFromBothEndsAgreeWithAPlainSearch: function () {
      var reverse = friendships.incoming(N);
      for (var k = 0; k < 200; k += 1) {
        var from = friendships.start(k, N);
        var to = friendships.target(k, N);
        assertEqual(plainDistance(from, to, N), friendships.distance(from, to, N, reverse));
      }
      assertEqual(0, friendships.distance(5, 5, N, reverse));
    },

    testStartsAndTargets: function () {
      assertEqual(0, friendships.start(0, N));
      assertEqual(7919 % N, friendships.start(1, N));
      assertEqual(1, friendships.target(0, N));
      assertEqual((104729 * 3 + 1) % N, friendships.target(3, N));
    },

    testEveryWayAPathCanBeWrongIsCaught: function () {
      var reverse = friendships.incoming(N);
      // a shortest path from 0: 0 → 1 is its only friendship
      var from = 0;
      var to = social.friendsOf(1, N)[0];
      assertEqual(2, friendships.distance(from, to, N, reverse));
      var keys = ["P0", "P1", "P" + to];
      assertEqual(null, friendships.pathProblem(keys, from, to, N, reverse));
      assertTrue(/has 2 vertices, a shortest one has 3/.test(friendships.pathProblem(["P0", "P" + to], from, to, N, reverse)));
      assertTrue(/runs from P1/.test(friendships.pathProblem(["P1", "P1", "P" + to], from, to, N, reverse)));
      var stranger = social.friendsOf(1, N).indexOf(2) < 0 ? 2 : 3;
      assertTrue(/no friendship/.test(friendships.pathProblem(["P0", "P" + stranger, "P" + to], from, to, N, reverse)));
      assertEqual(null, friendships.pathProblem(["P4"], 4, 4, N, reverse));
      // what is checked of the paths whose length is not (above 200,000 profiles): ends and steps
      assertEqual(null, friendships.stepsProblem(keys, from, to, N));
      assertTrue(/runs from P1/.test(friendships.stepsProblem(["P1", "P" + to], from, to, N)));
      assertTrue(/no friendship/.test(friendships.stepsProblem(["P0", "P" + stranger, "P" + to], from, to, N)));
    },

    testEachVersionGetsItsForm: function () {
      assertTrue(/order: "bfs", uniqueVertices: "global"/.test(forms.neighbors("3.12.4", "v._key").query));
      assertTrue(/bfs: true, uniqueVertices: "global"/.test(forms.neighbors("3.4.0", "v._key").query));
      assertTrue(/bfs: true/.test(forms.neighbors("3.7.9", "v").query));
      var plain = forms.neighbors("2.8.3", "v._key").query;
      assertFalse(/OPTIONS/.test(plain));
      assertTrue(/RETURN DISTINCT v._key$/.test(plain));
      var functions = forms.neighbors("2.6.0", "v._key");
      assertTrue(/NEIGHBORS\(@@vertices, @@edges, @start, "outbound"\)/.test(functions.query));
      assertEqual(["P1", "P22"], functions.rows(["profiles300/P1", "profiles300/P22"]));
      assertEqual(null, forms.neighbors("2.5.4", "v"));
      assertTrue(/SHORTEST_PATH @from TO @to/.test(forms.shortestPath("3.0.0").query));
      var twoSix = forms.shortestPath("2.7.1");
      assertEqual([], twoSix.rows([null]));
      assertEqual(["P0", "P1"], twoSix.rows([{ vertices: ["p/P0", "p/P1"], edges: [], distance: 1 }]));
      assertEqual(null, forms.shortestPath("2.5.4"));
      assertTrue(/this server is 2.5.4/.test(forms.notAvailable("a shortest path", "2.5.4")));
    },

    testPokecIsASizeOfSuiteSocialOnly: function () {
      assertEqual(1632803, sizes.parse("pokec"));
      assertEqual("pokec", sizes.label(1632803));
      assertEqual({ social: [1000, 1632803] }, options.normalize({ suite: ["social"], sizes: ["pokec", "1k"] },
        catalog).sizes);
      try {
        options.normalize({ suite: ["shootout"], sizes: ["pokec"] }, catalog);
        fail();
      } catch (e) {
        assertEqual("size pokec is not a size of suite shootout; give it to its suite alone, e.g. social:pokec", e.message);
      }
    }
  };
}

jsunity.run(socialFormulaSuite);
return jsunity.done();
